// Step 2: what the check said. The file-wide problems first, then "N of M rows ready" and the rows
// themselves, every cell editable in place, with "Remove row" and "Check again". Rows come 50 to a
// page (a file may hold 1,000), the ones that need fixing first to hand when "Only rows to fix" is on.
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { CheckboxField } from '@/components/ui/text-field';
import { Notice } from '@/components/ui/notice';
import type { RecipientRow, RecipientRows } from '../hooks/use-recipient-rows';
import { FIELD_LABELS, ROW_FIELDS, rowReady } from '../lib/rows';
import { RowEditor } from './row-editor';

export const PAGE_SIZE = 50;

const head = 'px-2 py-3 text-left text-xs font-bold tracking-wide whitespace-nowrap text-stone-600 uppercase dark:text-stone-400';

function needsFixing(row: RecipientRow): boolean {
  return row.edited || !rowReady(row.check);
}

export function RowsReview({ recipients }: { recipients: RecipientRows }) {
  const { rows, summary, stale, checking, error, check, edit, remove } = recipients;
  const countId = useId();
  const [onlyToFix, setOnlyToFix] = useState(false);
  const [page, setPage] = useState(0);

  const ready = rows.filter((row) => !row.edited && rowReady(row.check)).length;
  const numbered = rows.map((row, index) => ({ row, number: index + 1 }));
  const shown = onlyToFix ? numbered.filter(({ row }) => needsFixing(row)) : numbered;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const visible = shown.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const first = current * PAGE_SIZE + 1;

  return (
    <div className="space-y-4">
      {summary && summary.problems.length > 0 && (
        <Notice tone="error">
          <p className="font-semibold">Problems with the file</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 font-normal">
            {summary.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      )}
      {error && <Notice tone="error">{error}</Notice>}

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <p id={countId} role="status" className="text-base font-semibold text-stone-900 dark:text-stone-50">
          {checking ? (
            <span className="inline-flex items-center gap-2">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              Checking {rows.length} {rows.length === 1 ? 'row' : 'rows'}...
            </span>
          ) : (
            <>
              <span className="tabular-nums">{ready}</span> of <span className="tabular-nums">{rows.length}</span> rows ready
              {stale && <span className="block text-sm font-normal text-amber-800 dark:text-amber-200">Rows were changed: check them again.</span>}
            </>
          )}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <CheckboxField
            label="Only rows to fix"
            checked={onlyToFix}
            onChange={(event) => {
              setOnlyToFix(event.target.checked);
              setPage(0);
            }}
          />
          <button
            type="button"
            onClick={() => void check(rows)}
            disabled={checking || rows.length === 0}
            aria-busy={checking}
            className={`btn w-full sm:w-auto ${stale ? 'btn-primary' : 'btn-outline'}`}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Check again
          </button>
        </div>
      </div>

      {visible.length === 0 ? (
        <p className="text-sm text-stone-600 dark:text-stone-400">{rows.length === 0 ? 'No rows left.' : 'Every row is ready.'}</p>
      ) : (
        // Positioned, so the cells' visually hidden labels scroll with the table instead of widening the page.
        <div className="relative md:overflow-x-auto md:rounded-xl md:border md:border-stone-200 md:dark:border-stone-800">
          <table aria-describedby={countId} className="block w-full md:table md:min-w-max md:text-sm">
            <caption className="sr-only">Recipients</caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group dark:border-stone-800 dark:bg-stone-900/60">
              <tr>
                <th scope="col" className={head}>
                  Row
                </th>
                {ROW_FIELDS.map((field) => (
                  <th key={field} scope="col" className={head}>
                    {FIELD_LABELS[field]}
                  </th>
                ))}
                <th scope="col" className={head}>
                  Comes to
                </th>
                <th scope="col" className={head}>
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className="block space-y-3 md:table-row-group md:space-y-0">
              {visible.map(({ row, number }) => (
                <RowEditor key={row.uid} row={row} number={number} onEdit={edit} onRemove={remove} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {pages > 1 && (
        <nav aria-label="Pages of rows" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <button type="button" className="btn btn-outline py-2" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous rows
          </button>
          <p className="tabular-nums">
            Showing {first}–{first + visible.length - 1} of {shown.length}
          </p>
          <button type="button" className="btn btn-outline py-2" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            Next rows
          </button>
        </nav>
      )}
    </div>
  );
}
