// Query keys of the admin screens, and what an admin write makes stale.
import type { QueryClient } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api/client';

export interface ProductFilters {
  search: string;
  categoryId: string;
}

export interface OrderFilters {
  status: string;
  search: string;
  startDate: string;
  endDate: string;
  /** Delivery day, YYYY-MM-DD (optional: screens without it list every day). */
  deliveryDate?: string;
  page: number;
  /** Also online orders that were never paid (hidden by default, issue 11 part 5). */
  includeUnpaid?: boolean;
  /** Only orders delivered in this slot (its id; empty = any). */
  deliverySlot?: string;
  /** Only orders delivered to this PIN code (6 digits; empty = any). */
  pinCode?: string;
  /** Only orders paid this way (empty = any). */
  paymentMethod?: Schemas['PaymentMethod'] | '';
  /** Only gift orders. */
  gift?: boolean;
}

export const adminKeys = {
  all: ['admin'] as const,
  profile: ['admin', 'profile'] as const,
  stats: ['admin', 'stats'] as const,
  categories: ['admin', 'categories'] as const,
  productLists: ['admin', 'products'] as const,
  products: (filters: ProductFilters) => ['admin', 'products', filters] as const,
  product: (id: string) => ['admin', 'product', id] as const,
  banners: ['admin', 'banners'] as const,
  orderLists: ['admin', 'orders'] as const,
  orders: (filters: OrderFilters) => ['admin', 'orders', filters] as const,
  order: (id: string) => ['admin', 'order', id] as const,
  /** An order's refunds (under the order's key: refreshing the order refreshes them too). */
  orderRefunds: (id: string) => ['admin', 'order', id, 'refunds'] as const,
  /** The emails and WhatsApp messages sent about an order (under the order's key too). */
  orderMessages: (id: string) => ['admin', 'order', id, 'messages'] as const,
  /** A corporate order's deliveries (under the order's key too). */
  orderDeliveries: (id: string) => ['admin', 'order', id, 'deliveries'] as const,
  pages: ['admin', 'pages'] as const,
  page: (slug: string) => ['admin', 'pages', slug] as const,
  pagePreview: (content: string) => ['admin', 'page-preview', content] as const,
  checkoutSettings: ['admin', 'settings', 'checkout'] as const,
};

/**
 * Catalogue writes change what the storefront shows: its cached product, category and banner
 * lists (keys owned by the storefront; matched by prefix) are refetched on next use.
 */
export function invalidateStorefront(client: QueryClient, ...keys: ('products' | 'categories' | 'banners')[]) {
  for (const key of keys) void client.invalidateQueries({ queryKey: [key] });
}
