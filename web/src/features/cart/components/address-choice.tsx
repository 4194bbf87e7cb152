// Saved addresses as a radio group (signed-in customers), with the load, error and empty states.
import { MapPinPlus } from 'lucide-react';
import { Link } from 'react-router';
import type { Address } from '@/lib/queries/addresses';
import { CHOICE_CARD_CLASS, CHOICE_RADIO_CLASS } from './choice-card';

interface AddressChoiceProps {
  addresses: Address[] | undefined;
  isPending: boolean;
  isError: boolean;
  errorText: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

export function AddressChoice({ addresses, isPending, isError, errorText, selectedId, onSelect }: AddressChoiceProps) {
  if (isPending) {
    return (
      <div role="status" className="space-y-3" aria-label="Loading addresses...">
        {[0, 1].map((key) => (
          <div key={key} className="h-20 animate-pulse rounded-2xl bg-stone-100 dark:bg-stone-800" />
        ))}
      </div>
    );
  }

  if (isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
        {errorText}
      </p>
    );
  }

  if (!addresses || addresses.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-stone-300 p-5 dark:border-stone-700">
        <p className="text-sm text-stone-700 dark:text-stone-300">You have no saved addresses yet.</p>
        <Link to="/profile/addresses" className="btn btn-outline py-2">
          <MapPinPlus aria-hidden="true" className="size-4" />
          Add an address
        </Link>
      </div>
    );
  }

  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-stone-700 dark:text-stone-300">
        Choose a saved address
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {addresses.map((address) => (
          // The label wraps its radio and the address text (the rule cannot see text in nested spans).
          // eslint-disable-next-line jsx-a11y/label-has-associated-control
          <label key={address._id} className={CHOICE_CARD_CLASS}>
            <input
              type="radio"
              name="delivery-address"
              value={address._id}
              checked={selectedId === address._id}
              onChange={() => onSelect(address._id)}
              className={`mt-1 ${CHOICE_RADIO_CLASS}`}
            />
            <span className="min-w-0 text-sm">
              <span className="block font-bold text-stone-900 dark:text-stone-100">{address.name}</span>
              <span className="mt-0.5 block text-stone-700 dark:text-stone-300">
                {address.street}, {address.city}, {address.state} {address.zip}, {address.country}
              </span>
              <span className="mt-1 block text-stone-600 dark:text-stone-400">Mobile: {address.mobile}</span>
            </span>
          </label>
        ))}
      </div>
      <p className="mt-3 text-sm">
        <Link to="/profile/addresses" className="rounded font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
          Manage addresses
        </Link>
      </p>
    </fieldset>
  );
}
