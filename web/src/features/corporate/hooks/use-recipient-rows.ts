// The recipients being prepared: the rows (as read from the file, then as edited), what the last
// check said about each, the file-wide problems and totals, and whether anything was edited or
// removed since (then the check must run again before paying).
import { useCallback, useRef, useState } from 'react';
import { CHECK_FAILED, checkCorporateRows } from '../api/check-rows';
import type { CorporateCheck, CorporateRowCheck, CorporateRowRequest, RowField } from '../lib/corporate-types';

export interface RecipientRow {
  /** Stable across edits and removals (React's key). */
  uid: number;
  values: CorporateRowRequest;
  /** The last check's answer for this row; undefined before the first check. */
  check?: CorporateRowCheck;
  /** Changed since the last check. */
  edited: boolean;
}

export interface CheckSummary extends Omit<CorporateCheck, 'rows'> {
  /** The rows checked, by uid: another set of rows (one removed) needs checking again. */
  checked: string;
}

let nextUid = 1;

function toRows(values: CorporateRowRequest[]): RecipientRow[] {
  return values.map((row) => ({ uid: nextUid++, values: row, edited: false }));
}

function rowSet(rows: RecipientRow[]): string {
  return rows.map((row) => row.uid).join(',');
}

export function useRecipientRows() {
  const [rows, setRows] = useState<RecipientRow[]>([]);
  const [summary, setSummary] = useState<CheckSummary | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Counts the checks sent, so only the latest answer is kept. */
  const latest = useRef(0);

  /** Checks `sent` (the rows on screen) and puts each row's answer on it. */
  const check = useCallback(async (sent: RecipientRow[]) => {
    const ticket = ++latest.current;
    setChecking(true);
    setError(null);
    try {
      const answer = await checkCorporateRows(sent.map((row) => row.values));
      if (ticket !== latest.current) return;
      const answers = new Map(sent.map((row, index) => [row.uid, { values: row.values, check: answer.rows[index] }]));
      setRows((current) =>
        current.map((row) => {
          const answered = answers.get(row.uid);
          // A row edited while the check was on its way stays marked as edited.
          return answered ? { ...row, check: answered.check, edited: answered.values !== row.values } : row;
        }),
      );
      setSummary({ valid: answer.valid, problems: answer.problems, totals: answer.totals, checked: rowSet(sent) });
    } catch (e) {
      if (ticket !== latest.current) return;
      setError(e instanceof Error && e.message ? e.message : CHECK_FAILED);
    } finally {
      if (ticket === latest.current) setChecking(false);
    }
  }, []);

  /** New rows (a file or pasted text) replace the old ones and are checked at once. */
  const load = useCallback(
    (values: CorporateRowRequest[]) => {
      const fresh = toRows(values);
      setRows(fresh);
      setSummary(null);
      void check(fresh);
    },
    [check],
  );

  const edit = useCallback((uid: number, field: RowField, value: string) => {
    setRows((current) => current.map((row) => (row.uid === uid ? { ...row, values: { ...row.values, [field]: value }, edited: true } : row)));
  }, []);

  const remove = useCallback((uid: number) => {
    setRows((current) => current.filter((row) => row.uid !== uid));
  }, []);

  const clear = useCallback(() => {
    latest.current += 1;
    setRows([]);
    setSummary(null);
    setChecking(false);
    setError(null);
  }, []);

  /** Edited or removed rows since the last check: the totals and "valid" no longer hold. */
  const stale = summary !== null && (summary.checked !== rowSet(rows) || rows.some((row) => row.edited));

  return { rows, summary, stale, checking, error, load, check, edit, remove, clear };
}

export type RecipientRows = ReturnType<typeof useRecipientRows>;
