// "Is this a gift?" asked first in the cart, before the buyer's address: two radio cards, "No"
// by default. For a gift the address below is the buyer's own (billed); checkout then opens with
// the recipient's fields, where the gift goes, the message and who it is from.
import { useId } from 'react';
import { CHOICE_CARD_CLASS, CHOICE_RADIO_CLASS } from './choice-card';

const OPTIONS = [
  { value: false, label: "No, it's for me" },
  { value: true, label: 'Yes, send it to someone else' },
] as const;

export function GiftChoice({ isGift, onChange }: { isGift: boolean; onChange: (isGift: boolean) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-stone-700 dark:text-stone-300">Is this a gift?</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {OPTIONS.map(({ value, label }) => (
          <label key={label} className={`${CHOICE_CARD_CLASS} min-h-11 items-center text-sm font-semibold`}>
            <input
              type="radio"
              name={name}
              value={value ? 'gift' : 'self'}
              checked={isGift === value}
              onChange={() => onChange(value)}
              className={CHOICE_RADIO_CLASS}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
