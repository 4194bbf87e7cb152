// The Contact page's live block: the shop's phone, WhatsApp, email, address and hours from
// GET /api/config, as tap-to-call and tap-to-write tiles.
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useConfig } from '@/lib/api/get-config';
import { mapHref, telHref, whatsappHref } from '@/lib/contact-links';

const linkClass = 'font-semibold text-emerald-800 hover:underline underline-offset-2 dark:text-emerald-300';

interface TileProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  className?: string;
}

function Tile({ icon, title, children, className = '' }: TileProps) {
  return (
    <li className={`card flex gap-3 p-4 ${className}`}>
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-bold text-stone-900 dark:text-stone-100">{title}</p>
        <div className="mt-0.5 text-sm break-words text-stone-700 dark:text-stone-300">{children}</div>
      </div>
    </li>
  );
}

export function ContactDetails() {
  const { data } = useConfig();
  const shop = data?.shop;
  if (!shop) return <div className="h-40 animate-pulse rounded-2xl bg-stone-100 dark:bg-stone-900" />;
  const whatsapp = whatsappHref(shop.phone);
  const icon = 'size-5';
  return (
    <ul aria-label="Contact details" className="grid gap-3 sm:grid-cols-2">
      <Tile icon={<Phone aria-hidden="true" className={icon} />} title="Call us">
        <a href={telHref(shop.phone)} className={linkClass}>
          {shop.phone}
        </a>
      </Tile>
      {whatsapp && (
        <Tile icon={<MessageCircle aria-hidden="true" className={icon} />} title="WhatsApp">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Chat with us
          </a>
        </Tile>
      )}
      <Tile icon={<Mail aria-hidden="true" className={icon} />} title="Email">
        <a href={`mailto:${shop.email}`} className={linkClass}>
          {shop.email}
        </a>
      </Tile>
      <Tile icon={<Clock aria-hidden="true" className={icon} />} title="Hours">
        {shop.hours}
      </Tile>
      <Tile
        icon={<MapPin aria-hidden="true" className={icon} />}
        title={`Visit ${shop.name}`}
        className={whatsapp ? 'sm:col-span-2' : ''}
      >
        <address className="not-italic">{shop.address}</address>
        <a href={mapHref(shop.address)} target="_blank" rel="noopener noreferrer" className={`${linkClass} mt-1 inline-block`}>
          Get directions
        </a>
      </Tile>
    </ul>
  );
}
