import { describe, expect, it } from 'vitest';
import { attachmentName } from './download';

describe('attachment names', () => {
  it('reads the file name of Content-Disposition, or falls back', () => {
    expect(attachmentName('attachment; filename="TK-2026-27-000123.pdf"', 'x.pdf')).toBe('TK-2026-27-000123.pdf');
    expect(attachmentName('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf');
    expect(attachmentName(null, 'invoice.pdf')).toBe('invoice.pdf');
  });
});
