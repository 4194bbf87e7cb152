// The checkout's delivery part: is the address's PIN code served (and its extra fee), and which
// day and slot. The earliest open slot is preselected once; a choice that fills up meanwhile is
// dropped (never silently swapped for another) and the customer picks again.
import { CircleAlert, LoaderCircle, Truck } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DeliveryChoice, DeliverySelection } from '@/lib/delivery';
import { formatMoney } from '@/lib/format/money';
import { usePincodeCheck } from '../api/check-pincode';
import { SLOTS_FAILED, useDeliverySlots } from '../api/get-delivery-slots';
import { parsePincode } from '../lib/pincode';
import { earliestChoice, isOpen } from '../lib/slot-choice';
import { SlotPicker } from './slot-picker';

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="flex gap-2 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 dark:bg-red-950/50 dark:text-red-200">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export function CheckoutDelivery({
  zip,
  forGift = false,
  onChange,
}: {
  zip: string;
  forGift?: boolean;
  onChange: (selection: DeliverySelection) => void;
}) {
  const headingId = useId();
  const slots = useDeliverySlots();
  const area = usePincodeCheck(parsePincode(zip));
  // undefined until the calendar first arrives; then the customer's pick (or the preselection).
  const [picked, setPicked] = useState<DeliveryChoice | null | undefined>(undefined);
  const [day, setDay] = useState<string | null>(null);
  const calendar = slots.data;
  if (calendar && picked === undefined) setPicked(earliestChoice(calendar));

  const choice = calendar && picked && isOpen(calendar, picked) ? picked : null;
  const lost = Boolean(calendar && picked && !choice);
  const served = area.data?.served ?? false;
  const areaFee = served ? (area.data?.extraFee ?? 0) : 0;
  const ready = Boolean(calendar && served && (!calendar.required || choice));

  useEffect(() => {
    onChange({ choice, ready, areaFee });
  }, [choice, ready, areaFee, onChange]);

  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 font-display text-xl font-bold">
        <Truck aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        Delivery slot
      </h2>
      <div className="mt-4 space-y-4">
        {!parsePincode(zip) && (
          <p data-testid="delivery-needs-pincode" className="text-sm text-stone-700 dark:text-stone-300">
            Enter the recipient&apos;s PIN code above to see when we can deliver there.
          </p>
        )}
        {area.data && !served && (
          <Alert>
            {area.data.message}.{' '}
            {forGift ? (
              // The recipient's address is on this page: the cart's saved addresses are the buyer's.
              "Please check the recipient's PIN code above."
            ) : (
              <Link to="/cart" className="underline">
                Choose another address
              </Link>
            )}
          </Alert>
        )}
        {area.isError && <Alert>Could not check this PIN code. Please try again.</Alert>}
        {areaFee > 0 && (
          <p data-testid="area-fee" className="text-sm text-stone-700 dark:text-stone-300">
            Extra delivery charge for {zip}: <span className="font-semibold">{formatMoney(areaFee)}</span>
          </p>
        )}
        {slots.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Loading delivery slots...
          </p>
        )}
        {slots.isError && <Alert>{SLOTS_FAILED}</Alert>}
        {calendar?.required && (
          <>
            <SlotPicker
              calendar={calendar}
              day={day ?? choice?.date ?? calendar.days.find((d) => d.slots.some((s) => s.state === 'open'))?.date ?? calendar.today}
              onDay={setDay}
              choice={choice}
              onChoose={(next) => {
                setPicked(next);
                setDay(next.date);
              }}
            />
            {lost && <Alert>Your delivery slot has just filled up. Please choose another.</Alert>}
            {!earliestChoice(calendar) && <Alert>No delivery slot is free in the next 14 days. Please try again later.</Alert>}
          </>
        )}
        {calendar && !calendar.required && served && (
          <p className="text-sm text-stone-700 dark:text-stone-300">We deliver to {zip}.</p>
        )}
      </div>
    </section>
  );
}
