// The orders list's filters: search, status, date range, delivery day, Reset and the unpaid switch.
import { RotateCcw } from 'lucide-react';
import { CheckboxField, SearchField, SelectField, TextField } from '@/components/ui/text-field';
import { ORDER_STATUSES } from '@/lib/constants';
import type { OrderFilterValues } from '../hooks/use-order-filters';

interface OrderFiltersBarProps {
  values: OrderFilterValues;
  set: <K extends keyof OrderFilterValues>(key: K, value: OrderFilterValues[K]) => void;
  onReset: () => void;
}

export function OrderFiltersBar({ values, set, onReset }: OrderFiltersBarProps) {
  return (
    <div role="search" className="card mb-4 grid grid-cols-2 gap-3 p-4 lg:grid-cols-[1fr_11rem_10rem_10rem_10rem_auto] lg:items-end">
      <SearchField
        dense
        className="col-span-2 sm:col-span-1"
        label="Search by ID or user"
        value={values.search}
        onChange={(e) => set('search', e.target.value)}
        placeholder="Order number, ID, name or email"
      />
      <SelectField dense className="col-span-2 sm:col-span-1" label="Status" value={values.status} onChange={(e) => set('status', e.target.value)}>
        <option value="All">All</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextField
        dense
        label="Start date"
        type="date"
        value={values.startDate}
        max={values.endDate || undefined}
        onChange={(e) => set('startDate', e.target.value)}
      />
      <TextField
        dense
        label="End date"
        type="date"
        value={values.endDate}
        min={values.startDate || undefined}
        onChange={(e) => set('endDate', e.target.value)}
      />
      <TextField dense label="Delivery day" type="date" value={values.deliveryDate} onChange={(e) => set('deliveryDate', e.target.value)} />
      <button type="button" onClick={onReset} className="btn btn-outline col-span-2 lg:col-span-1">
        <RotateCcw aria-hidden="true" className="size-4" />
        Reset
      </button>
      <CheckboxField
        label="Show unpaid checkouts"
        className="col-span-2 w-fit cursor-pointer lg:col-span-5"
        checked={values.includeUnpaid}
        onChange={(e) => set('includeUnpaid', e.target.checked)}
      />
    </div>
  );
}
