import { HandCoins, Leaf, PackageCheck, Truck } from 'lucide-react';

const reasons = [
  {
    icon: Leaf,
    title: 'Picked fresh, every morning',
    text: 'We buy from farms and mandis at dawn, so your fruit reaches you at its juiciest.',
  },
  {
    icon: Truck,
    title: 'Free delivery from ₹1,999',
    text: 'Same-day delivery across Pune. Smaller orders ship for a flat ₹119.',
  },
  {
    icon: PackageCheck,
    title: 'Hand-packed hampers',
    text: 'Festive and corporate hampers packed by hand, with a greeting card on request.',
  },
  {
    icon: HandCoins,
    title: 'Pay your way',
    text: 'Cards, UPI and RuPay online — or cash on delivery at your doorstep.',
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-choose-us" className="rounded-3xl bg-gradient-to-br from-emerald-50 to-amber-50 px-5 py-10 sm:px-10 dark:from-emerald-950/60 dark:to-stone-900">
      <h2 id="why-choose-us" className="text-center font-display text-3xl font-extrabold tracking-tight">
        Why choose us
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-stone-600 dark:text-stone-300">
        A neighbourhood fruit shop from Pune, now at your fingertips.
      </p>
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {reasons.map(({ icon: Icon, title, text }) => (
          <li key={title} className="card p-5">
            <span className="grid size-12 place-items-center rounded-2xl bg-emerald-700 text-white dark:bg-emerald-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-bold">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-stone-600 dark:text-stone-400">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
