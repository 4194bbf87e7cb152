// Where the shop delivers (admin): served PIN codes with their extra fee — paste many at once,
// search, edit a fee, remove. With none listed every PIN code is served.
import { useId, useState } from 'react';
import { Pagination } from '@/components/ui/pagination';
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
          {data && <Pagination page={data.page} pages={data.pages} onGo={goTo} className="p-4" />}
        </section>
      </div>
    </>
  );
}
