// Types of the personal-data routes (issue 28 part 4). The generated `schema.d.ts` does not have
// these routes yet, so they are written here after the API contract, in the shape openapi-typescript
// gives paths: `api/privacy-api.ts` types the shared client with them.

/** The customer's consents; `…At` is when the consent was given (null while it is not). */
export interface Consents {
  marketing: boolean;
  whatsapp: boolean;
  marketingAt: string | null;
  whatsappAt: string | null;
}

export type ConsentKind = 'marketing' | 'whatsapp';

export type ConsentsUpdate = Partial<Record<ConsentKind, boolean>>;

export interface NoticeSection {
  title: string;
  /** What is kept. */
  data: string[];
  /** Why. */
  purpose: string;
  /** How long. */
  kept: string;
}

export interface PrivacyNotice {
  controller: { legalName: string; address: string; email: string; phone: string };
  grievanceOfficer: { name: string; designation: string; email: string; phone: string } | null;
  sections: NoticeSection[];
  processors: { name: string; purpose: string }[];
  rights: string[];
}

export type DataRequestKind = 'export' | 'erasure';
export type DataRequestStatus = 'pending' | 'completed';

export interface DataRequest {
  id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  /** "Name <email>" until erased, then "Erased customer". */
  customer: string;
  requestedAt: string;
  dueBy: string;
  completedAt: string | null;
  note: string;
}

export interface DataRequestSummary {
  pending: number;
  overdue: number;
}

export interface DeleteAccountRequest {
  password?: string;
  /** Must be the text "DELETE". */
  confirm: string;
}

export interface DeleteAccountAnswer {
  message: string;
  status: 'completed' | 'pending';
}

export interface WithdrawAnswer {
  message: string;
  marketing: false;
  whatsapp: false;
}

/** The part of GET /api/user/profile this feature reads. */
export interface ProfileFlags {
  hasPassword?: boolean;
}

// ---------------------------------------------------------------------------------------------
// The routes, as openapi-typescript would generate them.

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

interface Answer<T> {
  headers: { [name: string]: unknown };
  content: { 'application/json': T };
}

interface Failures {
  400: Answer<ErrorBody>;
  401: Answer<ErrorBody>;
  403: Answer<ErrorBody>;
  404: Answer<ErrorBody>;
  409: Answer<ErrorBody>;
  429: Answer<ErrorBody>;
}

interface NoParams<Query = never> {
  query?: Query;
  header?: never;
  path?: never;
  cookie?: never;
}

/** A GET (or a POST without a body): its answer, and its query. */
interface Read<Ok, Query = never> {
  parameters: NoParams<Query>;
  requestBody?: never;
  responses: { 200: Answer<Ok> } & Failures;
}

/** A call sending a JSON body. */
interface Write<Ok, Body> {
  parameters: NoParams;
  requestBody: { content: { 'application/json': Body } };
  responses: { 200: Answer<Ok> } & Failures;
}

/** A POST without a body on a path naming one thing by `{id}`. */
interface Act<Ok> {
  parameters: { query?: never; header?: never; path: { id: string }; cookie?: never };
  requestBody?: never;
  responses: { 200: Answer<Ok> } & Failures;
}

interface NoMethods {
  parameters: { query?: never; header?: never; path?: never; cookie?: never };
  get?: never;
  put?: never;
  post?: never;
  delete?: never;
  options?: never;
  head?: never;
  patch?: never;
  trace?: never;
}

export interface PagedQuery {
  status?: 'pending' | 'all';
  cursor?: string;
  limit?: number;
}

export interface PrivacyPaths {
  '/api/privacy/notice': Omit<NoMethods, 'get'> & { get: Read<PrivacyNotice> };
  '/api/privacy/withdraw': Omit<NoMethods, 'post'> & { post: Write<WithdrawAnswer, { token: string }> };
  '/api/user/consents': Omit<NoMethods, 'get' | 'put'> & { get: Read<Consents>; put: Write<Consents, ConsentsUpdate> };
  '/api/user/profile': Omit<NoMethods, 'get'> & { get: Read<ProfileFlags> };
  '/api/user/data': Omit<NoMethods, 'get'> & { get: Read<unknown> };
  '/api/user/data.html': Omit<NoMethods, 'get'> & { get: Read<string> };
  '/api/user/account': Omit<NoMethods, 'delete'> & { delete: Write<DeleteAccountAnswer, DeleteAccountRequest> };
  '/api/admin/data-requests': Omit<NoMethods, 'get'> & { get: Read<DataRequest[], PagedQuery> };
  '/api/admin/data-requests/summary': Omit<NoMethods, 'get'> & { get: Read<DataRequestSummary> };
  '/api/admin/data-requests/{id}/complete': Omit<NoMethods, 'post'> & { post: Act<DataRequest> };
}
