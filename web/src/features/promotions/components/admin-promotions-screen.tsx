// /admin/promotions — coupons and automatic offers (issue 21), newest first, a page at a time
// ("Show more"): what each gives and on what conditions, when it is valid (IST) and its state, its
// uses, and the paid orders, revenue and discount it brought. A table from 768 px, cards on a
// phone. Each opens its edit page, and can be deactivated (or activated again) from here.
import { Plus, Power, PowerOff } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { Notice } from '@/components/ui/notice';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { formatMoney } from '@/lib/format/money';
import { toast } from '@/lib/toast';
import { LIST_FAILED, usePromotionCategories, usePromotions, useSavePromotion } from '../api/admin-promotions';
import type { Promotion, PromotionFilter } from '../admin-types';
import {
  conditionWords,
  FILTER_LABELS,
  offerWords,
  perCustomerWords,
  promotionName,
  promotionState,
  usesWords,
  validityWords,
  withActive,
} from '../lib/admin-promotion-text';
import { CodeTag, headClass, PromotionsHeader, StateBadge } from './admin-promotion-parts';

const TITLE = 'Promotions';
const FILTERS: PromotionFilter[] = ['active', 'inactive', 'all'];

function filterOf(value: string | null): PromotionFilter {
  return FILTERS.includes(value as PromotionFilter) ? (value as PromotionFilter) : 'all';
}

const EMPTY_TEXT: Record<PromotionFilter, string> = {
  all: 'No promotions yet. Create a coupon code or an automatic offer with “New promotion”.',
  active: 'No active promotions.',
  inactive: 'No inactive promotions.',
};

interface RowProps {
  promotion: Promotion;
  now: number;
  categoryNames: ReadonlyMap<string, string>;
}

function editPath(promotion: Promotion) {
  return `/admin/promotions/${encodeURIComponent(promotion._id)}`;
}

/** Deactivate (or Activate): saves the promotion as it is with `active` switched. */
function ActiveToggle({ promotion }: { promotion: Promotion }) {
  const save = useSavePromotion();
  const active = promotion.active;
  const name = promotionName(promotion);
  const Icon = active ? PowerOff : Power;
  return (
    <button
      type="button"
      disabled={save.isPending}
      aria-busy={save.isPending || undefined}
      aria-label={`${active ? 'Deactivate' : 'Activate'} ${promotion.code ?? promotion.title}`}
      onClick={() =>
        save.mutate(
          { id: promotion._id, input: withActive(promotion, !active) },
          {
            onSuccess: () => toast.success(active ? `${name} is now inactive.` : `${name} is active again.`),
            onError: (error) => toast.error(`Could not ${active ? 'deactivate' : 'activate'} ${name}: ${error.message}`),
          },
        )
      }
      className="btn btn-outline min-h-11 px-4 py-1.5 whitespace-nowrap sm:min-h-9"
    >
      <Icon aria-hidden="true" className="size-4" />
      {active ? 'Deactivate' : 'Activate'}
    </button>
  );
}

function Conditions({ promotion, categoryNames }: Omit<RowProps, 'now'>) {
  return (
    <ul className="mt-0.5 text-xs text-stone-600 dark:text-stone-400">
      {conditionWords(promotion, categoryNames).map((words) => (
        <li key={words}>{words}</li>
      ))}
    </ul>
  );
}

function Uses({ promotion }: { promotion: Promotion }) {
  const perCustomer = perCustomerWords(promotion);
  return (
    <>
      <span className="block font-semibold whitespace-nowrap tabular-nums">{usesWords(promotion)}</span>
      {perCustomer && <span className="block text-xs whitespace-nowrap text-stone-600 dark:text-stone-400">{perCustomer}</span>}
    </>
  );
}

function PromotionTable({ promotions, now, categoryNames }: { promotions: Promotion[]; now: number; categoryNames: ReadonlyMap<string, string> }) {
  return (
    <div className="card relative hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <thead className="border-b border-stone-200 dark:border-stone-800">
          <tr>
            <th scope="col" className={headClass}>Promotion</th>
            <th scope="col" className={headClass}>Gives</th>
            <th scope="col" className={headClass}>Valid (IST)</th>
            <th scope="col" className={headClass}>Uses</th>
            <th scope="col" className={`${headClass} text-right`}>Paid orders</th>
            <th scope="col" className={`${headClass} text-right`}>Revenue</th>
            <th scope="col" className={`${headClass} text-right`}>Discount given</th>
            <th scope="col" className={headClass}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100 dark:divide-stone-800">
          {promotions.map((promotion) => (
            <tr key={promotion._id} data-testid="promotion-row" className="align-top">
              <th scope="row" className="max-w-64 min-w-44 px-4 py-3 text-left font-normal">
                <Link to={editPath(promotion)} className="group block rounded">
                  <CodeTag promotion={promotion} />
                  <span className="mt-0.5 block break-words text-emerald-800 group-hover:underline dark:text-emerald-300">
                    {promotion.title}
                  </span>
                </Link>
              </th>
              <td className="min-w-40 px-4 py-3">
                <span className="font-semibold">{offerWords(promotion)}</span>
                <Conditions promotion={promotion} categoryNames={categoryNames} />
              </td>
              <td className="min-w-36 px-4 py-3">
                <StateBadge state={promotionState(promotion, now)} />
                <span className="mt-1 block text-xs text-stone-600 tabular-nums dark:text-stone-400">{validityWords(promotion)}</span>
              </td>
              <td className="px-4 py-3">
                <Uses promotion={promotion} />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{promotion.paidOrders}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatMoney(promotion.revenue)}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{formatMoney(promotion.discountGiven)}</td>
              <td className="px-4 py-3 text-right">
                <ActiveToggle promotion={promotion} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On phones: a card per promotion. */
function PromotionCards({ promotions, now, categoryNames }: { promotions: Promotion[]; now: number; categoryNames: ReadonlyMap<string, string> }) {
  return (
    <ul aria-label={TITLE} className="space-y-3 md:hidden">
      {promotions.map((promotion) => (
        <li key={promotion._id} data-testid="promotion-card" className="card space-y-3 p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <Link to={editPath(promotion)} className="group block min-h-11 min-w-0 rounded">
              <CodeTag promotion={promotion} />
              <span className="mt-0.5 block break-words text-emerald-800 underline-offset-2 group-hover:underline dark:text-emerald-300">
                {promotion.title}
              </span>
            </Link>
            <StateBadge state={promotionState(promotion, now)} />
          </div>
          <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-1.5">
            <dt className="text-stone-600 dark:text-stone-400">Gives</dt>
            <dd>
              <span className="font-semibold">{offerWords(promotion)}</span>
              <Conditions promotion={promotion} categoryNames={categoryNames} />
            </dd>
            <dt className="text-stone-600 dark:text-stone-400">Valid (IST)</dt>
            <dd className="tabular-nums">{validityWords(promotion)}</dd>
            <dt className="text-stone-600 dark:text-stone-400">Uses</dt>
            <dd>
              <Uses promotion={promotion} />
            </dd>
            <dt className="text-stone-600 dark:text-stone-400">Paid orders</dt>
            <dd className="tabular-nums">{promotion.paidOrders}</dd>
            <dt className="text-stone-600 dark:text-stone-400">Revenue</dt>
            <dd className="tabular-nums">{formatMoney(promotion.revenue)}</dd>
            <dt className="text-stone-600 dark:text-stone-400">Discount given</dt>
            <dd className="tabular-nums">{formatMoney(promotion.discountGiven)}</dd>
          </dl>
          <ActiveToggle promotion={promotion} />
        </li>
      ))}
    </ul>
  );
}

export function AdminPromotionsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('show'));
  const list = usePromotions(filter);
  const categories = usePromotionCategories();
  const promotions = list.data?.pages.flatMap((page) => page.items) ?? [];
  const categoryNames = new Map((categories.data ?? []).map((category) => [category._id, category.name]));
  // States as of the answer shown (refreshed with it).
  const now = list.dataUpdatedAt;

  return (
    <>
      <PromotionsHeader
        title={TITLE}
        description="Coupon codes customers type at checkout, and automatic offers that apply by themselves. Times in IST."
        actions={
          <Link to="/admin/promotions/new" className="btn btn-primary min-h-11">
            <Plus aria-hidden="true" className="size-4" />
            New promotion
          </Link>
        }
      />
      <div role="group" aria-label="Show" className="mb-5 inline-flex rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-800">
        {FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setParams(value === 'all' ? {} : { show: value }, { replace: true })}
            className={`min-h-11 rounded-full px-5 text-sm font-semibold sm:min-h-9 ${
              filter === value
                ? 'bg-emerald-700 text-white'
                : 'text-stone-700 hover:bg-stone-100 dark:text-stone-300 dark:hover:bg-stone-800'
            }`}
          >
            {FILTER_LABELS[value]}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <Loading label="Loading promotions..." />
      ) : list.isError ? (
        <Notice tone="error">{list.error.message || LIST_FAILED}</Notice>
      ) : promotions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 px-4 py-10 text-center font-medium text-stone-600 dark:border-stone-700 dark:text-stone-400">
          {EMPTY_TEXT[filter]}
        </p>
      ) : (
        <>
          <PromotionTable promotions={promotions} now={now} categoryNames={categoryNames} />
          <PromotionCards promotions={promotions} now={now} categoryNames={categoryNames} />
          <ShowMoreButton list={list} label="Show more" className="mt-6" buttonClassName="min-h-11" />
          {list.isFetchNextPageError && (
            <p role="alert" className="mt-3 text-center text-sm text-red-700 dark:text-red-400">
              {LIST_FAILED}
            </p>
          )}
        </>
      )}
    </>
  );
}
