// A month's GSTR-1 in figures: what to check before filing (amber), the month's totals net of
// credit notes, each table with its CSV, and the documents issued (table 13). Sections and
// documents are cards on a phone and tables from 768 px.
import { useId, type ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import type { DownloadedFile } from '@/lib/api/download';
import { formatMoney } from '@/lib/format/money';
import { taxOf, type Gstr1DocumentSeries, type Gstr1Section, type Gstr1Summary, type Gstr1Table } from '../lib/gstr1';
import { FileButton } from './file-button';

const headClass = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';
const headRight = `${headClass} text-right`;
const cellClass = 'px-4 py-3 align-top';
const numberCell = `${cellClass} text-right tabular-nums whitespace-nowrap`;
const theadClass = 'border-b border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900/60';
const tableBox = 'hidden overflow-x-auto rounded-xl border border-stone-200 md:block dark:border-stone-800';
const phoneCard = 'rounded-xl border border-stone-200 p-4 dark:border-stone-800';

/** A part of the summary, named by its heading. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-display text-lg font-bold text-stone-900 dark:text-stone-50">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Notice tone="info">
      <p className="font-semibold">Check before filing</p>
      <ul className="mt-1 list-disc space-y-1 pl-5 font-normal">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Notice>
  );
}

function Total({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-stone-50 px-4 py-3 dark:bg-stone-800/60">
      <dt className="text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400">{label}</dt>
      <dd className="mt-1 font-display text-base font-bold break-words sm:text-lg text-stone-900 tabular-nums dark:text-stone-50">
        {value}
        {note && ' '}
        {note && <span className="block font-sans text-xs font-medium text-stone-600 dark:text-stone-400">{note}</span>}
      </dd>
    </div>
  );
}

function Totals({ totals }: { totals: Gstr1Summary['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
      <Total label="Invoices" value={String(totals.invoices)} note={`worth ${formatMoney(totals.invoiceValue)}`} />
      <Total label="Credit notes" value={String(totals.creditNotes)} note={`worth ${formatMoney(totals.creditValue)}`} />
      <Total label="Taxable value" value={formatMoney(totals.taxable)} />
      <Total label="IGST" value={formatMoney(totals.igst)} />
      <Total label="CGST" value={formatMoney(totals.cgst)} />
      <Total label="SGST" value={formatMoney(totals.sgst)} />
    </dl>
  );
}

/** The section's tax in words for its cell: the sum, and the heads that make it. */
function TaxBreakdown({ section }: { section: Gstr1Section }) {
  const heads = [
    ['IGST', section.igst],
    ['CGST', section.cgst],
    ['SGST', section.sgst],
  ] as const;
  const shown = heads.filter(([, amount]) => amount !== 0);
  return (
    <>
      {formatMoney(taxOf(section))}
      {shown.length > 0 && (
        <span className="block text-xs text-stone-600 dark:text-stone-400">
          {shown.map(([head, amount]) => `${head} ${formatMoney(amount)}`).join(' · ')}
        </span>
      )}
    </>
  );
}

type TableFile = (table: Gstr1Table) => Promise<DownloadedFile>;

function SectionCsv({ section, fetchTable }: { section: Gstr1Section; fetchTable: TableFile }) {
  return (
    <FileButton fetchFile={() => fetchTable(section.table)}>
      {/* The space outside: accessible names are joined from trimmed parts. */}
      <span className="sr-only">Download {section.title} as</span> CSV
    </FileButton>
  );
}

function Sections({ sections, fetchTable }: { sections: Gstr1Section[]; fetchTable: TableFile }) {
  if (sections.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">No supplies to report this month.</p>;
  }
  return (
    <>
      <ul aria-label="GSTR-1 tables" className="space-y-3 md:hidden">
        {sections.map((section) => (
          <li key={section.table} className={phoneCard}>
            <p className="font-semibold text-stone-900 dark:text-stone-50">{section.title}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600 dark:text-stone-400">Rows</dt>
              <dd className="text-right tabular-nums">{section.rows}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Taxable value</dt>
              <dd className="text-right tabular-nums">{formatMoney(section.taxable)}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Tax</dt>
              <dd className="text-right tabular-nums">
                <TaxBreakdown section={section} />
              </dd>
            </dl>
            <div className="mt-3">
              <SectionCsv section={section} fetchTable={fetchTable} />
            </div>
          </li>
        ))}
      </ul>
      <div className={tableBox}>
        <table className="w-full text-sm">
          <caption className="sr-only">GSTR-1 tables</caption>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={headClass}>
                Table
              </th>
              <th scope="col" className={headRight}>
                Rows
              </th>
              <th scope="col" className={headRight}>
                Taxable value
              </th>
              <th scope="col" className={headRight}>
                Tax
              </th>
              <th scope="col" className={headRight}>
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {sections.map((section) => (
              <tr key={section.table}>
                <th scope="row" className={`${cellClass} text-left font-semibold text-stone-900 dark:text-stone-50`}>
                  {section.title}
                </th>
                <td className={numberCell}>{section.rows}</td>
                <td className={numberCell}>{formatMoney(section.taxable)}</td>
                <td className={numberCell}>
                  <TaxBreakdown section={section} />
                </td>
                <td className={`${cellClass} text-right`}>
                  <SectionCsv section={section} fetchTable={fetchTable} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Documents({ documents }: { documents: Gstr1DocumentSeries[] }) {
  if (documents.length === 0) {
    return <p className="text-sm text-stone-600 dark:text-stone-400">No invoices or credit notes were issued this month.</p>;
  }
  return (
    <>
      <ul aria-label="Documents issued" className="space-y-3 md:hidden">
        {documents.map((series) => (
          <li key={`${series.type} ${series.from}`} className={phoneCard}>
            <p className="font-semibold text-stone-900 dark:text-stone-50">{series.type}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600 dark:text-stone-400">From</dt>
              <dd className="text-right font-mono break-all">{series.from}</dd>
              <dt className="text-stone-600 dark:text-stone-400">To</dt>
              <dd className="text-right font-mono break-all">{series.to}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Issued</dt>
              <dd className="text-right tabular-nums">{series.issued}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Cancelled</dt>
              <dd className="text-right tabular-nums">{series.cancelled}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className={tableBox}>
        <table className="w-full text-sm">
          <caption className="sr-only">Documents issued</caption>
          <thead className={theadClass}>
            <tr>
              <th scope="col" className={headClass}>
                Type
              </th>
              <th scope="col" className={headClass}>
                From
              </th>
              <th scope="col" className={headClass}>
                To
              </th>
              <th scope="col" className={headRight}>
                Issued
              </th>
              <th scope="col" className={headRight}>
                Cancelled
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {documents.map((series) => (
              <tr key={`${series.type} ${series.from}`}>
                <th scope="row" className={`${cellClass} text-left font-semibold text-stone-900 dark:text-stone-50`}>
                  {series.type}
                </th>
                <td className={`${cellClass} font-mono`}>{series.from}</td>
                <td className={`${cellClass} font-mono`}>{series.to}</td>
                <td className={numberCell}>{series.issued}</td>
                <td className={numberCell}>{series.cancelled}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function Gstr1SummaryView({ summary, fetchTable }: { summary: Gstr1Summary; fetchTable: TableFile }) {
  return (
    <div className="space-y-6">
      <Warnings warnings={summary.warnings} />
      <Part title="Totals">
        <p className="text-sm text-stone-600 dark:text-stone-400">Net of credit notes.</p>
        <Totals totals={summary.totals} />
      </Part>
      <Part title="Tables">
        <Sections sections={summary.sections} fetchTable={fetchTable} />
      </Part>
      <Part title="Documents issued">
        <Documents documents={summary.documents} />
      </Part>
    </div>
  );
}
