// The PIN code check's answer: "Delivering to 411001 · next slot tomorrow 7–11 am" (and the area's
// extra charge) when the shop delivers there; otherwise the server's "We don't deliver to 400001
// yet" and where it does deliver (the waiting-list form follows, outside the live region).
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { istToday } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import type { PincodeCheck } from '../api/check-pincode';
import { servedAreasLine, servedLine } from '../lib/delivery-summary';

/** `change`: the "Change" button shown after a served answer when the PIN code box is folded away. */
export function PincodeAnswer({ answer, change }: { answer: PincodeCheck; change?: ReactNode }) {
  if (answer.served) {
    return (
      <div className="mt-2">
        <p className="flex items-start gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span data-testid="delivery-check-result">{servedLine(answer, istToday())}</span>
            {change && (
              <>
                {' '}
                <span aria-hidden="true" className="text-stone-400">
                  ·
                </span>{' '}
                {change}
              </>
            )}
          </span>
        </p>
        {answer.extraFee > 0 && (
          <p className="mt-1 pl-5.5 text-stone-600 dark:text-stone-400">Extra delivery charge: {formatMoney(answer.extraFee)}</p>
        )}
      </div>
    );
  }
  const areas = servedAreasLine(answer.servedAreas);
  return (
    <div className="mt-2">
      <p className="flex items-start gap-1.5 font-semibold text-red-700 dark:text-red-400">
        <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span data-testid="delivery-check-result">{answer.message}</span>
      </p>
      {areas && (
        <p data-testid="served-areas" className="mt-1 pl-5.5 text-stone-700 dark:text-stone-300">
          {areas}
        </p>
      )}
    </div>
  );
}
