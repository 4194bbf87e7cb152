// GET /api/admin/orders?status=&search=&startDate=&endDate=&deliveryDate=&deliverySlot=&pinCode=
// &paymentMethod=&gift=true&page=&limit=20&includeUnpaid=true — a page of orders with the page count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/lib/api/client';
import { ADMIN_ORDERS_PAGE_SIZE } from '@/lib/constants';
import { MSG } from '../lib/messages';
import { adminKeys, type OrderFilters } from './query-keys';

export type AdminOrderPage = Schemas['OrderPage'];

export function orderQueryParams(filters: OrderFilters): Record<string, string> {
  const params: Record<string, string> = { page: String(filters.page), limit: String(ADMIN_ORDERS_PAGE_SIZE) };
  if (filters.status && filters.status !== 'All') params.status = filters.status;
  if (filters.search.trim()) params.search = filters.search.trim();
  if (filters.startDate) params.startDate = filters.startDate;
  if (filters.endDate) params.endDate = filters.endDate;
  if (filters.deliveryDate) params.deliveryDate = filters.deliveryDate;
  if (filters.deliverySlot) params.deliverySlot = filters.deliverySlot;
  if (filters.pinCode) params.pinCode = filters.pinCode;
  if (filters.paymentMethod) params.paymentMethod = filters.paymentMethod;
  if (filters.gift) params.gift = 'true';
  if (filters.includeUnpaid) params.includeUnpaid = 'true';
  return params;
}

export function getAdminOrders(filters: OrderFilters): Promise<AdminOrderPage> {
  return unwrap(api.GET('/api/admin/orders', { params: { query: orderQueryParams(filters) } }), MSG.ordersFailed);
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
