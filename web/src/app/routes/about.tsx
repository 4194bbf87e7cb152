// About (SPEC §2): static text and contact info from GET /api/config.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useConfig } from '@/lib/api/get-config';
import { SHOP_HOURS } from '@/lib/constants';

export function AboutRoute() {
  const { data } = useConfig();
  const shop = data?.shop;
  return (
    <div className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 lg:px-8">
      <p className="text-sm font-bold tracking-wider text-orange-700 uppercase dark:text-orange-300">Our story</p>
      <h1 className="mt-2 font-display text-4xl font-extrabold tracking-tight">About Tokri</h1>
      <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700 dark:text-stone-300">
        <p>
          Tokri began as a fruit cart outside Pune&apos;s Market Yard. Every morning we still walk the mandi at dawn,
          choosing mangoes from Ratnagiri, grapes from Nashik, oranges from Nagpur and the best of each season from
          farms across India.
        </p>
        <p>
          We deliver from our shop in Pune, Maharashtra, so your fruit spends hours — not days — between the crate
          and your kitchen. Our hampers are packed by hand for Diwali, weddings, get-well wishes and corporate
          gifting, and every basket is checked twice before it leaves us.
        </p>
        <p>
          A <em>tokri</em> is the humble woven basket that carries fruit from orchard to market. We think it is still
          the best way to bring people something good.
        </p>
      </div>

      <section aria-labelledby="contact-heading" className="card mt-10 p-6 sm:p-8">
        <h2 id="contact-heading" className="font-display text-2xl font-bold">
          Visit or contact us
        </h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2">
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <div>
              <p className="font-semibold">Address</p>
              <p className="text-stone-700 dark:text-stone-300">{shop?.address ?? 'Pune, Maharashtra'}</p>
            </div>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <div>
              <p className="font-semibold">Hours</p>
              <p className="text-stone-700 dark:text-stone-300">{SHOP_HOURS}</p>
            </div>
          </li>
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <div>
              <p className="font-semibold">Phone</p>
              <p>
                {shop ? (
                  <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className="rounded text-emerald-800 hover:underline dark:text-emerald-300">
                    {shop.phone}
                  </a>
                ) : (
                  '—'
                )}
              </p>
            </div>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
            <div>
              <p className="font-semibold">Email</p>
              <p>
                {shop ? (
                  <a href={`mailto:${shop.email}`} className="rounded text-emerald-800 hover:underline dark:text-emerald-300">
                    {shop.email}
                  </a>
                ) : (
                  '—'
                )}
              </p>
            </div>
          </li>
        </ul>
      </section>
    </div>
  );
}
