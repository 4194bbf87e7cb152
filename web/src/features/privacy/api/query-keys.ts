// Query keys of the personal-data screens. The admin's start with ['admin', 'data-requests'] or
// ['admin', 'offer-mails'].
export const privacyKeys = {
  notice: ['privacy', 'notice'] as const,
  /** Keyed by user, so one account's answers are never shown to the next one signing in. */
  consents: (userId: string) => ['privacy', userId, 'consents'] as const,
  profile: (userId: string) => ['privacy', userId, 'profile'] as const,
  adminRequests: ['admin', 'data-requests'] as const,
  adminList: (status: 'pending' | 'all') => ['admin', 'data-requests', 'list', status] as const,
  adminSummary: ['admin', 'data-requests', 'summary'] as const,
  offerAudience: ['admin', 'offer-mails', 'audience'] as const,
};
