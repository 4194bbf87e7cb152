// Where the shop delivers (admin): served PIN codes with their extra fee — paste many at once,
// search, edit a fee, remove. With none listed every PIN code is served.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { SearchField } from '@/components/ui/text-field';
import { PINCODES_FAILED, usePincodes } from '../api/get-pincodes';
import { DeliveryHeader, headClass, Pending, Problem } from './admin-parts';
import { PincodePasteForm } from './pincode-paste-form';
import { PincodeRow } from './pincode-row';

export function PincodesScreen() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const [error, setError] = useState<string | null>(null);
  const digits = search.replace(/\D/g, '');
  const page = paging.search === digits ? paging.page : 1;
  const list = usePincodes(digits, page);
  const data = list.data;
  const goTo = (next: number) => setPaging({ search: digits, page: next });

  return (
    <>
      <DeliveryHeader title="Delivery" description="Where you deliver: the PIN codes you serve, each with an optional extra fee." />
      <div className="space-y-6">
        <PincodePasteForm />
        <section aria-labelledby={`${id}-heading`} className="card overflow-hidden">
          <div className="flex flex-wrap items-end justify-between gap-3 p-4">
            <div>
              <h2 id={`${id}-heading`} className="font-display text-lg font-bold">
                Served PIN codes
              </h2>
              <p className="text-sm text-stone-600 dark:text-stone-400">
                {data && data.total === 0 && !digits
                  ? 'None listed: you deliver to every PIN code.'
                  : data
                    ? `${data.total} ${data.total === 1 ? 'PIN code' : 'PIN codes'}${digits ? ` starting ${digits}` : ''}`
                    : '\u00a0'}
              </p>
            </div>
            <SearchField
              dense
              className="w-full sm:w-56"
              label="Search"
              inputMode="numeric"
              autoComplete={undefined}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="e.g. 4110"
            />
          </div>
          {error && (
            <div className="px-4 pb-3">
              <Problem>{error}</Problem>
            </div>
          )}
          {list.isPending ? (
            <div className="px-4">
              <Pending label="Loading PIN codes..." />
            </div>
          ) : !data ? (
            <div className="px-4 pb-4">
              <Problem>{PINCODES_FAILED}</Problem>
            </div>
          ) : data.pincodes.length > 0 ? (
            <table className="w-full text-sm">
              <caption className="sr-only">Served PIN codes</caption>
              <thead className="border-y border-stone-200 bg-stone-50 dark:border-stone-800 dark:bg-stone-900/60">
                <tr>
                  <th scope="col" className={headClass}>
                    PIN code
                  </th>
                  <th scope="col" className={headClass}>
                    Extra fee
                  </th>
                  <th scope="col" className={headClass}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
                {data.pincodes.map((row) => (
                  <PincodeRow key={row.pincode} row={row} onError={setError} />
                ))}
              </tbody>
            </table>
          ) : null}
          {data && data.pages > 1 && (
            <nav aria-label="Pagination" className="flex items-center justify-center gap-3 p-4">
              <button type="button" onClick={() => goTo(data.page - 1)} disabled={data.page <= 1} className="btn btn-outline px-4">
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </button>
              <span aria-live="polite" className="text-sm font-semibold tabular-nums">
                Page {data.page} of {data.pages}
              </span>
              <button type="button" onClick={() => goTo(data.page + 1)} disabled={data.page >= data.pages} className="btn btn-outline px-4">
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </nav>
          )}
        </section>
      </div>
    </>
  );
}
