// Step 1: the template to fill in, and the recipients from a CSV file or pasted rows. The text is
// read here, in the browser (lib/recipients-csv.ts); a file that cannot be read says why.
import { Download, FileUp, LoaderCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { Notice } from '@/components/ui/notice';
import { TextAreaField } from '@/components/ui/text-field';
import { saveFile } from '@/lib/api/download';
import { toast } from '@/lib/toast';
import { getCorporateTemplate, TEMPLATE_FAILED } from '../api/get-template';
import type { CorporateRowRequest } from '../lib/corporate-types';
import { parseRecipients } from '../lib/recipients-csv';
import { MAX_ROWS } from '../lib/rows';

export const PASTE_FIRST = 'Paste the rows first, with the header line on top.';

function TemplateButton() {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getCorporateTemplate());
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : TEMPLATE_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} className="btn btn-outline w-full sm:w-auto">
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Download aria-hidden="true" className="size-4" />}
      Download the CSV template
    </button>
  );
}

function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

export function RowsInput({ onRows, busy }: { onRows: (rows: CorporateRowRequest[]) => void; busy: boolean }) {
  const fileId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [fileName, setFileName] = useState('');

  const readRows = (content: string) => {
    const result = parseRecipients(content);
    if (!result.ok) {
      setError(result.error);
      setWarnings([]);
      return;
    }
    setError(null);
    setWarnings(result.warnings);
    onRows(result.rows);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    try {
      readRows(await readText(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be read.');
    }
  };

  const checkPasted = () => {
    if (text.trim() === '') {
      setError(PASTE_FIRST);
      return;
    }
    readRows(text);
  };

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700 dark:text-stone-300">
        <li>Download the template and fill in one row per recipient (up to {MAX_ROWS.toLocaleString('en-IN')}).</li>
        <li>Leave the delivery date or slot empty for the earliest one with room; leave the pack empty when the product has one.</li>
        <li>Choose the file, or paste its rows below. We check every row and show what to fix.</li>
      </ol>
      <TemplateButton />
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="min-w-0">
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-semibold text-stone-800 dark:text-stone-200">
            Choose a CSV file
          </label>
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(event) => void chooseFile(event)}
              className="block w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-emerald-700 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-emerald-800"
            />
          </div>
          {fileName && (
            <p className="mt-2 flex items-center gap-1.5 text-sm break-all text-stone-600 dark:text-stone-400">
              <FileUp aria-hidden="true" className="size-4 shrink-0" />
              {fileName}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <TextAreaField
            label="Or paste rows"
            hint="Paste the CSV (or cells copied from a spreadsheet) with the header line first."
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={6}
            spellCheck={false}
            controlClassName="font-mono text-sm"
          />
          <button type="button" onClick={checkPasted} disabled={busy} className="btn btn-primary mt-3 w-full sm:w-auto">
            Check pasted rows
          </button>
        </div>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
      {warnings.length > 0 && (
        <Notice tone="info">
          <ul className="space-y-1">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Notice>
      )}
    </div>
  );
}
