// The shared API client (bearer token, session expiry), typed with this feature's routes: the
// generated schema does not list them yet (see ../types.ts). Also the feature's query keys.
import type { Client } from 'openapi-fetch';
import { api } from '@/lib/api/client';
import type { PrivacyPaths } from '../types';

export const privacyApi = api as unknown as Client<PrivacyPaths>;

export const privacyKeys = {
  notice: ['privacy', 'notice'] as const,
  /** Keyed by user, so one account's answers are never shown to the next one signing in. */
  consents: (userId: string) => ['privacy', userId, 'consents'] as const,
  profile: (userId: string) => ['privacy', userId, 'profile'] as const,
  adminRequests: ['admin', 'data-requests'] as const,
  adminList: (status: 'pending' | 'all') => ['admin', 'data-requests', 'list', status] as const,
  adminSummary: ['admin', 'data-requests', 'summary'] as const,
};
