// GET /api/config — what the web app needs at start (payment provider, Google client id, shop contact).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from './client';

export type ShopConfig = Schemas['ShopConfig'];
export type ShopContact = Schemas['ShopContact'];

export function getConfig(): Promise<ShopConfig> {
  return unwrap(api.GET('/api/config'), 'Failed to load the shop configuration.');
}

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQuery);
}
