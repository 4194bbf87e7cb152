// The storefront footer (SPEC §1, §2): contact details from GET /api/config, payment brands,
// social links, a seasonal festival decoration, hours and the footer links; beside the copyright,
// the FSSAI licence number from GET /api/config once the owner has entered it (issue 28).
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useConfig } from '@/lib/api/get-config';
import { telHref } from '@/lib/contact-links';
import { SHOP_HOURS } from '@/lib/constants';
import { FestivalDecoration } from './festival-decoration';
import { PaymentBadges } from './payment-badges';
import { SocialLinks } from './social-links';

const shopLinks = [
  { to: '/about', label: 'About us' },
  { to: '/products', label: 'All products' },
  { to: '/categories', label: 'Categories' },
  { to: '/profile/orders', label: 'My orders' },
  { to: '/corporate', label: 'Corporate gifting' },
];

const helpLinks = [
  { to: '/contact', label: 'Contact' },
  { to: '/help', label: 'Help with an order' },
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping', label: 'Shipping & delivery' },
  { to: '/support', label: 'Support' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/your-data', label: 'Your personal data' },
  { to: '/terms', label: 'Terms' },
  { to: '/seller', label: 'Seller information' },
];

const linkClass = 'rounded text-emerald-100/90 hover:text-white hover:underline underline-offset-4';

function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-amber-200 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Contact() {
  const { data } = useConfig();
  const shop = data?.shop;
  return (
    <div>
      <h2 className="text-sm font-bold tracking-wider text-amber-200 uppercase">Contact</h2>
      <address className="mt-4 space-y-3 text-sm not-italic text-emerald-100/90">
        <p className="flex gap-2.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
          <span className="min-h-10">{shop?.address ?? ''}</span>
        </p>
        <p className="flex gap-2.5">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
          {shop ? (
            <a href={telHref(shop.phone)} className={linkClass}>
              {shop.phone}
            </a>
          ) : (
            <span className="min-h-5" />
          )}
        </p>
        <p className="flex gap-2.5">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
          {shop ? (
            <a href={`mailto:${shop.email}`} className={linkClass}>
              {shop.email}
            </a>
          ) : (
            <span className="min-h-5" />
          )}
        </p>
        <p className="flex gap-2.5">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
          <span>{SHOP_HOURS}</span>
        </p>
      </address>
    </div>
  );
}

/** The copyright line, and the FSSAI number beside it when there is one. */
function Legal() {
  const fssai = useConfig().data?.fssai;
  return (
    <div className="flex flex-col gap-1 text-xs text-emerald-200/90 sm:items-end">
      <p>© {new Date().getFullYear()} Tokri. All rights reserved.</p>
      {fssai && <p data-testid="footer-fssai">FSSAI Lic. No. {fssai}</p>}
    </div>
  );
}

export function Footer() {
  return (
    <footer className="mt-20 bg-emerald-950 text-emerald-50">
      <div className="bg-stone-50 dark:bg-stone-950">
        <FestivalDecoration />
      </div>
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
          <div>
            <p className="font-display text-3xl font-extrabold text-white">Tokri</p>
            <p className="mt-3 max-w-xs text-sm leading-relaxed text-emerald-100/90">
              Farm-fresh fruit, dried fruits and hand-packed gift hampers, delivered across Pune. This Diwali,
              light up someone&apos;s day with a Tokri.
            </p>
            <div className="mt-5">
              <SocialLinks />
            </div>
          </div>
          <LinkList title="Shop" links={shopLinks} />
          <LinkList title="Help" links={helpLinks} />
          <Contact />
        </div>
        <div className="mt-10 flex flex-col gap-5 border-t border-white/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <p className="text-xs font-semibold tracking-wider text-emerald-200 uppercase">We accept</p>
            <PaymentBadges />
          </div>
          <Legal />
        </div>
      </div>
    </footer>
  );
}
