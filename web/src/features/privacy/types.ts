// Types of the personal-data routes (issue 28 part 4): aliases of the generated schema, and the
// consent boxes' keys.
import type { components } from '@/lib/api/schema';

type Schemas = components['schemas'];

/** The customer's consents; `…At` is when the consent was given (null or absent while it is not). */
export type Consents = Schemas['Consents'];
/** PUT /api/user/consents: the consents to change (a missing one stays as it is). */
export type ConsentsRequest = Schemas['ConsentsRequest'];

/** The two consents, as the account's checkboxes name them. */
export type ConsentKind = 'marketing' | 'whatsapp';

export type PrivacyNotice = Schemas['PrivacyNotice'];

export type DataRequestKind = Schemas['DataRequestKind'];
export type DataRequestStatus = Schemas['DataRequestStatus'];
export type DataRequest = Schemas['DataRequest'];
export type DataRequestSummary = Schemas['DataRequestSummary'];

export type DeleteAccountRequest = Schemas['DeleteAccountRequest'];
export type DeleteAccountResponse = Schemas['DeleteAccountResponse'];

export type WithdrawResponse = Schemas['WithdrawResponse'];

/** GET /api/admin/offer-mails/audience: customers who agreed to offers by mail. */
export type OfferAudience = Schemas['OfferAudience'];
export type OfferMailRequest = Schemas['OfferMailRequest'];
export type OfferMailResponse = Schemas['OfferMailResponse'];

/** The part of GET /api/user/profile this feature reads. */
export type ProfileFlags = Pick<Schemas['User'], 'hasPassword'>;
