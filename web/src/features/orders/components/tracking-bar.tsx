// The four-step tracking bar (SPEC §4 Order tracking bar).
import { BadgeCheck, Check, ClipboardList, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import { trackingSteps } from '../lib/tracking';

const ICONS: LucideIcon[] = [ClipboardList, BadgeCheck, Truck, PackageCheck];

export function TrackingBar({ status }: { status: string }) {
  const steps = trackingSteps(status);
  if (!steps) return null;
  return (
    <ol aria-label="Order progress" data-testid="tracking-bar" className="grid grid-cols-4">
      {steps.map((step, index) => {
        const Icon = step.done && !step.current ? Check : (ICONS[index] ?? Check);
        return (
          <li
            key={step.label}
            aria-current={step.current ? 'step' : undefined}
            data-done={step.done}
            className={`relative flex flex-col items-center gap-1.5 text-center ${
              index > 0
                ? `before:absolute before:top-4 before:right-[calc(50%+1.25rem)] before:left-[calc(-50%+1.25rem)] before:h-0.5 before:-translate-y-1/2 before:rounded-full ${
                    step.done ? 'before:bg-emerald-600 dark:before:bg-emerald-400' : 'before:bg-stone-200 dark:before:bg-stone-700'
                  }`
                : ''
            }`}
          >
            <span
              aria-hidden="true"
              className={`grid size-8 place-items-center rounded-full ${
                step.done
                  ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-stone-950'
                  : 'bg-stone-100 text-stone-500 ring-1 ring-stone-300 dark:bg-stone-800 dark:text-stone-400 dark:ring-stone-600'
              } ${step.current ? 'ring-4 ring-emerald-200 dark:ring-emerald-900' : ''}`}
            >
              <Icon className="size-4" />
            </span>
            <span
              className={`text-xs leading-tight font-semibold sm:text-sm ${
                step.done ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-500 dark:text-stone-400'
              }`}
            >
              {step.label}
              <span className="sr-only">{step.current ? ' (current step)' : step.done ? ' (done)' : ' (not yet)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
