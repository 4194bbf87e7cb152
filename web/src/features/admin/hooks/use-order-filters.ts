// The orders list's filters and page. The page belongs to one set of filters: any change of
// filter starts again at page 1. The search is sent 500 ms after typing stops; the PIN code only
// once it has its 6 digits.
import { useMemo, useState } from 'react';
import { pinDigits } from '@/lib/pin-lookup';
import type { OrderFilters } from '../api/query-keys';
import type { PaymentMethod } from '../lib/order-view';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface OrderFilterValues {
  search: string;
  status: string;
  startDate: string;
  endDate: string;
  deliveryDate: string;
  /** A slot id; empty for every slot. */
  deliverySlot: string;
  /** As typed. */
  pinCode: string;
  /** Empty for every method. */
  paymentMethod: PaymentMethod | '';
  giftOnly: boolean;
  includeUnpaid: boolean;
}

const NO_FILTERS: OrderFilterValues = {
  search: '',
  status: 'All',
  startDate: '',
  endDate: '',
  deliveryDate: '',
  deliverySlot: '',
  pinCode: '',
  paymentMethod: '',
  giftOnly: false,
  includeUnpaid: false,
};

/** What is asked of the server for `values` (the search as sent, `search`): everything but the page. */
function criteriaOf(values: OrderFilterValues, search: string): Omit<OrderFilters, 'page'> {
  const { status, startDate, endDate, deliveryDate, deliverySlot, paymentMethod, giftOnly, includeUnpaid } = values;
  const pinCode = pinDigits(values.pinCode) ?? '';
  return { search: search.trim(), status, startDate, endDate, deliveryDate, deliverySlot, pinCode, paymentMethod, gift: giftOnly, includeUnpaid };
}

/** A PIN code typed but not (yet) one: it is not sent, and the field says so. */
export function pinCodeIncomplete(typed: string): boolean {
  return typed.trim() !== '' && pinDigits(typed) === null;
}

export function useOrderFilters() {
  const [values, setValues] = useState(NO_FILTERS);
  const debouncedSearch = useDebouncedValue(values.search);

  const criteria = useMemo(() => criteriaOf(values, debouncedSearch), [values, debouncedSearch]);
  const filterKey = JSON.stringify(criteria);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const filters = useMemo<OrderFilters>(() => ({ ...criteria, page }), [criteria, page]);

  return {
    values,
    filters,
    page,
    set: <K extends keyof OrderFilterValues>(key: K, value: OrderFilterValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    goTo: (next: number) => setPaging({ filterKey, page: next }),
    reset: () => {
      setValues(NO_FILTERS);
      setPaging({ filterKey: JSON.stringify(criteriaOf(NO_FILTERS, '')), page: 1 });
    },
  };
}
