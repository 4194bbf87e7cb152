// The help pages, in the order the side menu lists them.
import type { PageSlug } from '../api/get-page';

export const HELP_LINKS: { slug: PageSlug; label: string }[] = [
  { slug: 'contact', label: 'Contact us' },
  { slug: 'faq', label: 'FAQ' },
  { slug: 'shipping', label: 'Shipping & delivery' },
  { slug: 'privacy', label: 'Privacy policy' },
  { slug: 'terms', label: 'Terms & conditions' },
];
