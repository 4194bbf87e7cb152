// CSV as RFC 4180 writes it: fields separated by commas, records by CRLF (a bare LF or CR too, as
// spreadsheets on other systems save them); a field in double quotes may hold commas, line breaks
// and doubled quotes (""). A byte order mark at the start is dropped. Rows copied out of a
// spreadsheet arrive separated by tabs instead: `delimiter` reads those.

export type CsvResult = { ok: true; records: string[][] } | { ok: false; error: string };

export const UNCLOSED_QUOTE = (line: number) => `A quoted value that starts on line ${line} is never closed: check the quotes in the file.`;

export function parseCsv(input: string, delimiter: ',' | '\t' = ','): CsvResult {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line += 1;
      field += char;
      i += 1;
      continue;
    }
    if (char === '"' && field.trim() === '') {
      // A quote opens a quoted value only at its start (spaces before it are dropped).
      field = '';
      quoted = true;
      quoteLine = line;
      i += 1;
      continue;
    }
    if (char === delimiter) {
      endField();
      i += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRecord();
      i += char === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      continue;
    }
    field += char;
    i += 1;
  }
  if (quoted) return { ok: false, error: UNCLOSED_QUOTE(quoteLine) };
  // The last record, unless the text ended with a line break.
  if (field !== '' || record.length > 0) endRecord();
  return { ok: true, records };
}

/** Tabs when the first line has a tab and no comma (cells pasted from a spreadsheet), else commas. */
export function guessDelimiter(input: string): ',' | '\t' {
  const firstLine = input.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/, 1)[0] ?? '';
  return firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ',';
}
