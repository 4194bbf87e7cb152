// The orders list's filters: search, status, date range, delivery day and slot, PIN code, payment
// method, Reset, and the gift and unpaid switches. Two columns on phones; on wide screens the
// first row holds search, status, dates and Reset, the second the slot, PIN code, payment and switches.
import { RotateCcw } from 'lucide-react';
import { CheckboxField, SearchField, SelectField, TextField } from '@/components/ui/text-field';
import { ORDER_STATUSES } from '@/lib/constants';
import { slotWords } from '@/lib/format/date';
import { useDeliverySlots } from '../api/get-delivery-slots';
import { pinCodeIncomplete, type OrderFilterValues } from '../hooks/use-order-filters';
import { MSG } from '../lib/messages';
import { PAYMENT_METHOD_NAMES, type PaymentMethod } from '../lib/order-view';

interface OrderFiltersBarProps {
  values: OrderFilterValues;
  set: <K extends keyof OrderFilterValues>(key: K, value: OrderFilterValues[K]) => void;
  onReset: () => void;
}

export function OrderFiltersBar({ values, set, onReset }: OrderFiltersBarProps) {
  const slots = useDeliverySlots().data ?? [];
  return (
    <div role="search" className="card mb-4 grid grid-cols-2 gap-3 p-4 lg:grid-cols-[minmax(0,1fr)_11rem_10rem_10rem_10rem_auto] lg:items-start">
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
      <SelectField dense label="Delivery slot" value={values.deliverySlot} onChange={(e) => set('deliverySlot', e.target.value)}>
        <option value="">All</option>
        {slots.map((slot) => (
          <option key={slot._id} value={slot._id}>
            {slot.active ? slotWords(slot.label) : `${slotWords(slot.label)} (off)`}
          </option>
        ))}
      </SelectField>
      <TextField
        dense
        label="PIN code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={values.pinCode}
        error={pinCodeIncomplete(values.pinCode) ? MSG.pinCodeFilterInvalid : undefined}
        onChange={(e) => set('pinCode', e.target.value)}
      />
      <SelectField dense label="Payment" value={values.paymentMethod} onChange={(e) => set('paymentMethod', e.target.value as PaymentMethod | '')}>
        <option value="">All</option>
        {Object.entries(PAYMENT_METHOD_NAMES).map(([method, name]) => (
          <option key={method} value={method}>
            {name}
          </option>
        ))}
      </SelectField>
      {/* On wide screens: level with the controls beside it (below their labels, as tall as they are). */}
      <div className="col-span-2 flex flex-wrap items-center gap-x-6 gap-y-2 lg:col-span-3 lg:mt-6 lg:min-h-[2.375rem]">
        <CheckboxField label="Gifts only" className="cursor-pointer" checked={values.giftOnly} onChange={(e) => set('giftOnly', e.target.checked)} />
        <CheckboxField
          label="Show unpaid checkouts"
          className="cursor-pointer"
          checked={values.includeUnpaid}
          onChange={(e) => set('includeUnpaid', e.target.checked)}
        />
      </div>
      {/* Last on phones; at the end of the first row on wide screens. */}
      <button type="button" onClick={onReset} className="btn btn-outline col-span-2 lg:col-span-1 lg:col-start-6 lg:row-start-1 lg:self-end">
        <RotateCcw aria-hidden="true" className="size-4" />
        Reset
      </button>
    </div>
  );
}
