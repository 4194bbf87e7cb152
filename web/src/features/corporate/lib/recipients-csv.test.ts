import { parseCsv } from './csv';
import { NO_ROWS, parseRecipients, TOO_MANY_ROWS } from './recipients-csv';
import { TEMPLATE_HEADER } from './rows';

describe('parseCsv', () => {
  it.each([
    ['plain fields', 'a,b,c', [['a', 'b', 'c']]],
    ['CRLF records', 'a,b\r\nc,d\r\n', [['a', 'b'], ['c', 'd']]],
    ['LF records', 'a,b\nc,d', [['a', 'b'], ['c', 'd']]],
    ['a comma in quotes', '"Patil, Asha",b', [['Patil, Asha', 'b']]],
    ['a line break in quotes', '"12 MG Road\r\nFlat 4",b', [['12 MG Road\r\nFlat 4', 'b']]],
    ['doubled quotes', '"Say ""hi""",b', [['Say "hi"', 'b']]],
    ['empty fields', 'a,,c,', [['a', '', 'c', '']]],
    ['an empty quoted field', '"",b', [['', 'b']]],
    ['a byte order mark', '\uFEFFname,mobile', [['name', 'mobile']]],
    ['a quote inside an unquoted field', 'O"Brien,b', [['O"Brien', 'b']]],
  ])('reads %s', (_, input, records) => {
    expect(parseCsv(input)).toEqual({ ok: true, records });
  });

  it('reads tabs when asked', () => {
    expect(parseCsv('a\tb,c\nd\te', '\t')).toEqual({ ok: true, records: [['a', 'b,c'], ['d', 'e']] });
  });

  it('refuses a quote that is never closed, naming its line', () => {
    const result = parseCsv('a,b\n"open,c\nd');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/line 2/);
  });
});

const row = 'Meera Joshi,9822012345,"Flat 4, Sunrise Apts",Pune,Maharashtra,411001,Alphonso Mangoes,6 pieces,1,"Happy Diwali!",2026-11-28,9–13';

describe('parseRecipients', () => {
  it.each([
    ['the template header', `${TEMPLATE_HEADER}\r\n${row}\r\n`],
    ['headers in any case with a BOM', `\uFEFF${TEMPLATE_HEADER.toUpperCase()}\n${row}`],
    ['blank lines skipped', `${TEMPLATE_HEADER}\n\n${row}\n,,,,,,,,,,,\n\n`],
  ])('reads a row under %s', (_, text) => {
    const result = parseRecipients(text);
    expect(result).toEqual({
      ok: true,
      warnings: [],
      rows: [
        {
          name: 'Meera Joshi',
          mobile: '9822012345',
          address: 'Flat 4, Sunrise Apts',
          city: 'Pune',
          state: 'Maharashtra',
          pinCode: '411001',
          product: 'Alphonso Mangoes',
          variant: '6 pieces',
          quantity: '1',
          message: 'Happy Diwali!',
          deliveryDate: '2026-11-28',
          slot: '9–13',
        },
      ],
    });
  });

  it.each([['pin_code'], ['PIN code'], ['pincode'], ['Pin-Code']])('maps the header %s to the PIN code', (header) => {
    const result = parseRecipients(`Name,${header},Delivery_Date,Product,Quantity\nAsha,411004,earliest,Kiwi,2`);
    expect(result.ok && result.rows[0]).toMatchObject({ name: 'Asha', pinCode: '411004', deliveryDate: 'earliest', product: 'Kiwi', quantity: '2', slot: '' });
  });

  it('reads columns in any order and names those it does not use or lacks', () => {
    const result = parseRecipients('quantity,product,name,notes\n3,Kiwi,Asha,call first');
    expect(result.ok && result.rows).toEqual([expect.objectContaining({ quantity: '3', product: 'Kiwi', name: 'Asha' })]);
    expect(result.ok && result.warnings).toEqual([
      'These columns are not used: notes.',
      'The header has no column for: Mobile, Address, City, State, PIN code.',
    ]);
  });

  it('reads rows without a header in the template order', () => {
    const result = parseRecipients(row);
    expect(result.ok && result.rows[0]).toMatchObject({ name: 'Meera Joshi', pinCode: '411001', slot: '9–13' });
  });

  it('reads cells pasted from a spreadsheet (tabs)', () => {
    const result = parseRecipients('name\tpin code\tproduct\nAsha Rao\t411001\tKiwi');
    expect(result.ok && result.rows[0]).toMatchObject({ name: 'Asha Rao', pinCode: '411001', product: 'Kiwi' });
  });

  it.each([
    ['nothing', ''],
    ['blank lines only', '\r\n\r\n'],
    ['a header only', `${TEMPLATE_HEADER}\n`],
  ])('refuses %s', (_, text) => {
    expect(parseRecipients(text)).toEqual({ ok: false, error: NO_ROWS });
  });

  it('takes 1,000 rows and refuses 1,001 with a clear message', () => {
    const lines = (count: number) => [TEMPLATE_HEADER, ...Array.from({ length: count }, () => row)].join('\n');
    const thousand = parseRecipients(lines(1000));
    expect(thousand.ok && thousand.rows).toHaveLength(1000);
    expect(parseRecipients(lines(1001))).toEqual({ ok: false, error: TOO_MANY_ROWS(1001) });
    expect(TOO_MANY_ROWS(1001)).toBe('This file has 1,001 recipients; one order takes up to 1,000. Please split it into smaller files.');
  });
});
