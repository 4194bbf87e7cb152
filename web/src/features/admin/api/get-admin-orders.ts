// GET /api/admin/orders?status=&search=&startDate=&endDate=&page=&limit=20&includeUnpaid=true — a
// page of orders (an object with orders and pages, or just an array).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { ADMIN_ORDERS_PAGE_SIZE } from '@/lib/constants';
import { listOf } from '../lib/list-of';
import { MSG } from '../lib/messages';
import type { AdminOrder } from '../lib/order-view';
import { adminKeys, type OrderFilters } from './query-keys';

export interface AdminOrderPage {
  orders: AdminOrder[];
  page: number;
  pages: number;
  total: number;
}

export function toOrderPage(data: unknown, requestedPage: number): AdminOrderPage {
  const orders = listOf<AdminOrder>(data, 'orders');
  const meta = (!Array.isArray(data) && data && typeof data === 'object' ? data : {}) as Partial<AdminOrderPage>;
  return {
    orders,
    page: typeof meta.page === 'number' ? meta.page : requestedPage,
    pages: typeof meta.pages === 'number' ? Math.max(meta.pages, 1) : 1,
    total: typeof meta.total === 'number' ? meta.total : orders.length,
  };
}

export function orderQueryParams(filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = { page: String(filters.page), limit: String(ADMIN_ORDERS_PAGE_SIZE) };
  if (filters.status && filters.status !== 'All') params.status = filters.status;
  if (filters.search.trim()) params.search = filters.search.trim();
  if (filters.startDate) params.startDate = filters.startDate;
  if (filters.endDate) params.endDate = filters.endDate;
  if (filters.deliveryDate) params.deliveryDate = filters.deliveryDate;
  if (filters.includeUnpaid) params.includeUnpaid = 'true';
  return params;
}

export async function getAdminOrders(filters: OrderFilters): Promise<AdminOrderPage> {
  const data: unknown = await unwrap(
    api.GET('/api/admin/orders', { params: { query: orderQueryParams(filters) } }),
    MSG.ordersFailed,
  );
  return toOrderPage(data, filters.page);
}

export const adminOrdersQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: adminKeys.orders(filters),
    queryFn: () => getAdminOrders(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminOrders(filters: OrderFilters) {
  return useQuery(adminOrdersQuery(filters));
}
