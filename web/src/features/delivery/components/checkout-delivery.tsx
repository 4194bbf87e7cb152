// The checkout's delivery part: is the address's PIN code served (and its extra fee), and which
// day and slot. Only the customer's last slot (remembered on the device) is preselected, on the
// first day it is open; otherwise nothing is, and the section asks for a choice (issue 26). A
// choice that fills up meanwhile is dropped (never silently swapped for another). Pay pressed
// while something here is missing brings it into view.
import { CircleAlert, LoaderCircle, Truck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DeliveryCheck, DeliveryChoice, DeliverySelection } from '@/lib/delivery';
import { revealAndFocus } from '@/lib/focus-field';
import { deliveryWords } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { readString, STORAGE_KEYS } from '@/lib/storage';
import { usePincodeCheck } from '../api/check-pincode';
import { SLOTS_FAILED, useDeliverySlots, type DeliveryCalendar } from '../api/get-delivery-slots';
import { parsePincode } from '../lib/pincode';
import { earliestChoice, isOpen, rememberedChoice } from '../lib/slot-choice';
import { SlotPicker } from './slot-picker';

export const CHOOSE_SLOT = 'Please choose a delivery slot.';

function slotLabel(calendar: DeliveryCalendar, choice: DeliveryChoice): string {
  return calendar.days.find((d) => d.date === choice.date)?.slots.find((s) => s.slotId === choice.slotId)?.label ?? '';
}

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
  check,
  onChange,
}: {
  zip: string;
  forGift?: boolean;
  check?: DeliveryCheck;
  onChange: (selection: DeliverySelection) => void;
}) {
  const headingId = useId();
  const promptId = useId();
  const section = useRef<HTMLElement>(null);
  const slots = useDeliverySlots();
  const area = usePincodeCheck(parsePincode(zip));
  // undefined until the calendar first arrives; then the customer's pick (or the preselection).
  const [picked, setPicked] = useState<DeliveryChoice | null | undefined>(undefined);
  const [day, setDay] = useState<string | null>(null);
  const calendar = slots.data;
  if (calendar && picked === undefined) setPicked(rememberedChoice(calendar, readString(STORAGE_KEYS.lastSlotId)));

  const choice = calendar && picked && isOpen(calendar, picked) ? picked : null;
  const lost = Boolean(calendar && picked && !choice);
  const served = area.data?.served ?? false;
  const areaFee = served ? (area.data?.extraFee ?? 0) : 0;
  const ready = Boolean(calendar && served && (!calendar.required || choice));
  const needsSlot = Boolean(calendar?.required && served && !choice);
  // Pay was pressed without a slot: the prompt becomes an error.
  const asked = (check?.seq ?? 0) > 0;

  useEffect(() => {
    onChange({ choice, ready, areaFee, needsSlot });
  }, [choice, ready, areaFee, needsSlot, onChange]);

  // Each press of Pay while something here is missing: the first slot that can be chosen (or the
  // section, when the address is the problem) comes into view with the cursor in it.
  useEffect(() => {
    if (!check?.focus || check.seq === 0) return;
    const slot = section.current?.querySelector<HTMLInputElement>('[data-slot-radio]:not(:disabled)');
    revealAndFocus(slot ?? section.current);
  }, [check]);

  return (
    <section ref={section} tabIndex={-1} aria-labelledby={headingId} className="card scroll-mt-28 p-5 outline-none sm:p-6">
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
            {needsSlot && (
              <p
                id={promptId}
                data-testid="slot-prompt"
                className={`flex gap-2 rounded-xl p-3 text-sm font-semibold ${asked ? 'bg-red-50 text-red-800 dark:bg-red-950/50 dark:text-red-200' : 'bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'}`}
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{CHOOSE_SLOT}</span>
              </p>
            )}
            <SlotPicker
              describedBy={needsSlot ? promptId : undefined}
              calendar={calendar}
              day={day ?? choice?.date ?? calendar.days.find((d) => d.slots.some((s) => s.state === 'open'))?.date ?? calendar.today}
              onDay={setDay}
              choice={choice}
              onChoose={(next) => {
                setPicked(next);
                setDay(next.date);
              }}
            />
            {choice && (
              <p data-testid="slot-choice-words" className="text-sm text-stone-800 dark:text-stone-200">
                Delivery: <span className="font-bold">{deliveryWords({ date: choice.date, label: slotLabel(calendar, choice) }, calendar.today)}</span>
              </p>
            )}
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
