// The orders list's filters and page. The page belongs to one set of filters: any change of
// filter starts again at page 1. The search is sent 500 ms after typing stops.
import { useMemo, useState } from 'react';
import type { OrderFilters } from '../api/query-keys';
import { useDebouncedValue } from './use-debounced-value';

export interface OrderFilterValues {
  search: string;
  status: string;
  startDate: string;
  endDate: string;
  deliveryDate: string;
  includeUnpaid: boolean;
}

const NO_FILTERS: OrderFilterValues = { search: '', status: 'All', startDate: '', endDate: '', deliveryDate: '', includeUnpaid: false };

export function useOrderFilters() {
  const [values, setValues] = useState(NO_FILTERS);
  const debouncedSearch = useDebouncedValue(values.search);
  const { status, startDate, endDate, deliveryDate, includeUnpaid } = values;

  const filterKey = JSON.stringify([debouncedSearch.trim(), status, startDate, endDate, deliveryDate, includeUnpaid]);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  const filters = useMemo<OrderFilters>(
    () => ({ search: debouncedSearch, status, startDate, endDate, deliveryDate, page, includeUnpaid }),
    [debouncedSearch, status, startDate, endDate, deliveryDate, page, includeUnpaid],
  );

  return {
    values,
    filters,
    page,
    set: <K extends keyof OrderFilterValues>(key: K, value: OrderFilterValues[K]) =>
      setValues((current) => ({ ...current, [key]: value })),
    goTo: (next: number) => setPaging({ filterKey, page: next }),
    reset: () => {
      setValues(NO_FILTERS);
      setPaging({ filterKey: JSON.stringify(['', 'All', '', '', '', false]), page: 1 });
    },
  };
}
