// The frame of every sign-in screen: a form card, with a welcome panel beside it on wide screens.
import { Heart, MapPin, PackageCheck, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

interface AuthShellProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** The links under the card (e.g. "New to Tokri? Create an account"). */
  footer?: ReactNode;
  variant?: 'customer' | 'admin';
}

const perks = [
  { icon: MapPin, text: 'Save delivery addresses for a faster checkout' },
  { icon: Heart, text: 'Keep your favourite fruit a tap away' },
  { icon: PackageCheck, text: 'Follow every order from mandi to doorstep' },
];

function WelcomePanel({ variant }: { variant: 'customer' | 'admin' }) {
  if (variant === 'admin') {
    return (
      <div className="relative hidden flex-col justify-between overflow-hidden rounded-l-3xl bg-stone-900 p-10 text-stone-100 lg:flex dark:bg-stone-800">
        <div>
          <span className="grid size-12 place-items-center rounded-2xl bg-orange-700 text-white">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-6 font-display text-3xl font-extrabold tracking-tight">Tokri back office</p>
          <p className="mt-3 max-w-xs text-stone-300">
            Manage categories, banners, products and orders. For shop staff only.
          </p>
        </div>
        <p className="text-sm text-stone-400">Signed-in customers stay in the storefront.</p>
      </div>
    );
  }
  return (
    <div className="relative hidden flex-col overflow-hidden rounded-l-3xl bg-gradient-to-br from-emerald-700 via-emerald-800 to-emerald-950 p-10 text-white lg:flex">
      <p className="font-display text-3xl leading-tight font-extrabold tracking-tight">
        Fresh fruit &amp; hampers,
        <br />
        delivered with love.
      </p>
      <ul className="mt-8 space-y-4">
        {perks.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-emerald-50">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/15">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            {text}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="mt-auto flex items-end gap-3 pt-10">
        {['tropical-fruits', 'exotic-fruits', 'fruit-gift-boxes-or-combos'].map((name, i) => (
          <img
            key={name}
            src={`/images/categories/${name}.svg`}
            alt=""
            width={96}
            height={96}
            className={`rounded-full bg-white/90 p-2 shadow-lg ${i === 1 ? 'size-24' : 'size-20'}`}
          />
        ))}
      </div>
    </div>
  );
}

export function AuthShell({ title, intro, children, footer, variant = 'customer' }: AuthShellProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-14">
      <div className="grid overflow-hidden rounded-3xl shadow-xl shadow-emerald-900/5 ring-1 ring-stone-200/80 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] dark:shadow-none dark:ring-stone-800">
        <WelcomePanel variant={variant} />
        <div className="bg-white px-5 py-8 sm:px-10 sm:py-10 dark:bg-stone-900">
          <h1 className="font-display text-3xl font-extrabold tracking-tight">{title}</h1>
          {intro && <div className="mt-2 text-stone-600 dark:text-stone-400">{intro}</div>}
          <div className="mt-7">{children}</div>
          {footer && (
            <div className="mt-8 border-t border-stone-200 pt-5 text-sm text-stone-700 dark:border-stone-800 dark:text-stone-300">
              {footer}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
