// /admin/data-requests — customers' requests for a copy of their data or its erasure, with the
// date each is due by (IST). Pending ones past due say "Overdue". A pending erasure can be done at
// once with "Erase now" (refused with a message while the customer has orders in progress). The
// header links to the offer mail, which is not in the admin's nav.
import { AlertTriangle, Eraser, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { REQUESTS_FAILED, useCompleteDataRequest, useDataRequests, type RequestFilter } from '../api/data-requests';
import { customerParts, isOverdue, istDateTime, REQUEST_KIND_LABELS, REQUEST_STATUS_LABELS } from '../lib/privacy-text';
import type { DataRequest } from '../types';
import { Loading, Note } from './parts';

const TITLE = 'Data requests';
const headClass = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-stone-600 uppercase dark:text-stone-400';

const FILTERS: { value: RequestFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'all', label: 'All' },
];

function StatusBadge({ request }: { request: DataRequest }) {
  const pending = request.status === 'pending';
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${
        pending
          ? 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-900/40 dark:text-amber-100'
          : 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-900/40 dark:text-emerald-200'
      }`}
    >
      {REQUEST_STATUS_LABELS[request.status]}
    </span>
  );
}

function DueBy({ request, now }: { request: DataRequest; now: Date }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <time dateTime={request.dueBy} className="whitespace-nowrap tabular-nums">
        {istDateTime(request.dueBy)}
      </time>
      {isOverdue(request, now) && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
          <AlertTriangle aria-hidden="true" className="size-3.5" />
          Overdue
        </span>
      )}
    </span>
  );
}

function Completed({ request }: { request: DataRequest }) {
  if (!request.completedAt) return null;
  return (
    <span className="block text-xs text-stone-600 dark:text-stone-400">
      on <time dateTime={request.completedAt}>{istDateTime(request.completedAt)}</time>
    </span>
  );
}

/** The name, and the email under it (long emails break anywhere rather than stick out). */
function Customer({ customer }: { customer: string }) {
  const { name, email } = customerParts(customer);
  return (
    <>
      <span className="block break-words">{name}</span>
      {email && email !== name && (
        <span className="block text-xs font-normal break-all text-stone-600 dark:text-stone-400">{email}</span>
      )}
    </>
  );
}

function EraseButton({ request, onErase }: { request: DataRequest; onErase: (request: DataRequest) => void }) {
  if (request.status !== 'pending' || request.kind !== 'erasure') return null;
  return (
    <button
      type="button"
      onClick={() => onErase(request)}
      aria-label={`Erase now: ${request.customer}`}
      className="btn min-h-11 border border-red-300 bg-white px-4 py-2 whitespace-nowrap text-red-800 hover:bg-red-50 sm:min-h-9 dark:border-red-800 dark:bg-stone-900 dark:text-red-300 dark:hover:bg-red-950/50"
    >
      <Eraser aria-hidden="true" className="size-4" />
      Erase now
    </button>
  );
}

function RequestsTable({ requests, now, onErase }: { requests: DataRequest[]; now: Date; onErase: (r: DataRequest) => void }) {
  return (
    <>
      {/* Phones: one card a request. */}
      <ul className="space-y-3 md:hidden">
        {requests.map((request) => (
          <li key={request.id} className="card space-y-2 p-4 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-bold">{REQUEST_KIND_LABELS[request.kind]}</span>
              <StatusBadge request={request} />
            </div>
            <p className="font-semibold">
              <Customer customer={request.customer} />
            </p>
            <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1">
              <dt className="text-stone-600 dark:text-stone-400">Requested</dt>
              <dd className="tabular-nums">{istDateTime(request.requestedAt)}</dd>
              <dt className="text-stone-600 dark:text-stone-400">Due by</dt>
              <dd>
                <DueBy request={request} now={now} />
              </dd>
              {request.completedAt && (
                <>
                  <dt className="text-stone-600 dark:text-stone-400">Completed</dt>
                  <dd className="tabular-nums">{istDateTime(request.completedAt)}</dd>
                </>
              )}
              {request.note && (
                <>
                  <dt className="text-stone-600 dark:text-stone-400">Note</dt>
                  <dd className="break-words">{request.note}</dd>
                </>
              )}
            </dl>
            <EraseButton request={request} onErase={onErase} />
          </li>
        ))}
      </ul>
      {/* From 768 px: a table. */}
      <div className="card hidden overflow-x-auto md:block">
        <table className="w-full text-sm">
          <thead className="border-b border-stone-200 dark:border-stone-800">
            <tr>
              <th scope="col" className={headClass}>Kind</th>
              <th scope="col" className={headClass}>Customer</th>
              <th scope="col" className={headClass}>Requested</th>
              <th scope="col" className={headClass}>Due by (IST)</th>
              <th scope="col" className={headClass}>Status</th>
              <th scope="col" className={headClass}>Note</th>
              <th scope="col" className={headClass}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
            {requests.map((request) => (
              <tr key={request.id} data-testid="data-request-row" className="align-top">
                <td className="px-4 py-3 font-semibold whitespace-nowrap">{REQUEST_KIND_LABELS[request.kind]}</td>
                <th scope="row" className="max-w-72 min-w-56 px-4 py-3 text-left font-medium">
                  <Customer customer={request.customer} />
                </th>
                <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                  <time dateTime={request.requestedAt}>{istDateTime(request.requestedAt)}</time>
                </td>
                <td className="px-4 py-3">
                  <DueBy request={request} now={now} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge request={request} />
                  <Completed request={request} />
                </td>
                <td className="max-w-72 px-4 py-3 break-words text-stone-700 dark:text-stone-300">{request.note}</td>
                <td className="px-4 py-3 text-right">
                  <EraseButton request={request} onErase={onErase} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function EraseDialog({ request, onClose }: { request: DataRequest | null; onClose: () => void }) {
  const complete = useCompleteDataRequest();
  const close = () => {
    complete.reset();
    onClose();
  };
  return (
    <Dialog open={request !== null} onClose={close} title="Erase this customer now?" className="max-w-lg">
      {request && (
        <div className="space-y-4 text-sm leading-relaxed">
          <p className="font-semibold break-words">{request.customer}</p>
          <p className="text-stone-700 dark:text-stone-300">
            Their account and personal data are erased now. Invoices keep their numbers and amounts, with the name and address
            replaced by a note. This cannot be undone.
          </p>
          {complete.isError && <Note tone="error">{complete.error.message}</Note>}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={close} className="btn btn-outline min-h-11">
              Cancel
            </button>
            <button
              type="button"
              disabled={complete.isPending}
              onClick={() => complete.mutate(request.id, { onSuccess: close })}
              className="btn min-h-11 bg-red-700 text-white shadow-sm hover:bg-red-800 dark:hover:bg-red-600"
            >
              <Eraser aria-hidden="true" className="size-4" />
              {complete.isPending ? 'Erasing...' : 'Erase now'}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

export function DataRequestsScreen() {
  useDocumentTitle(TITLE, 'admin');
  const [filter, setFilter] = useState<RequestFilter>('pending');
  const list = useDataRequests(filter);
  const [erasing, setErasing] = useState<DataRequest | null>(null);
  const requests = list.data?.pages.flatMap((page) => page.items) ?? [];
  // Overdue as of the answer shown (refreshed with it).
  const now = new Date(list.dataUpdatedAt);

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-stone-900 dark:text-stone-50">{TITLE}</h1>
          <p className="mt-1 max-w-2xl text-stone-600 dark:text-stone-400">
            Customers asking for a copy of their personal data or for it to be erased. Answer each by its due date (IST).
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/admin/offer-mail" className="btn btn-outline min-h-11">
            <Mail aria-hidden="true" className="size-4" />
            Send an offer mail
          </Link>
          <button type="button" onClick={() => void list.refetch()} disabled={list.isFetching} className="btn btn-outline min-h-11">
            <RefreshCw aria-hidden="true" className={`size-4 ${list.isFetching ? 'animate-spin' : ''}`} />
            Refresh
          </button>
        </div>
      </div>
      <div role="group" aria-label="Show" className="mb-5 inline-flex rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        {FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold sm:min-h-9 ${
              filter === value
                ? 'bg-emerald-700 text-white'
                : 'text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800'
            }`}
          >
            {label}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading label="Loading data requests..." />
      ) : list.isError ? (
        <Note tone="error">{list.error.message || REQUESTS_FAILED}</Note>
      ) : requests.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 px-4 py-10 text-center font-medium text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {filter === 'pending' ? 'No data requests are waiting.' : 'No data requests yet.'}
        </p>
      ) : (
        <>
          <RequestsTable requests={requests} now={now} onErase={setErasing} />
          <ShowMoreButton list={list} label="Load more" className="mt-5" buttonClassName="min-h-11" />
        </>
      )}
      <EraseDialog request={erasing} onClose={() => setErasing(null)} />
    </>
  );
}
