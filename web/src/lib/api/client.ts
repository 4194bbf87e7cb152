// The typed API client: every call goes through it, typed by the generated `schema.d.ts`.
import createClient, { type Middleware } from 'openapi-fetch';
import { readString, STORAGE_KEYS } from '../storage';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];

/** An error answer of the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Sends the stored bearer token, when there is one, with every call. */
const bearer: Middleware = {
  onRequest({ request }) {
    const token = readString(STORAGE_KEYS.token);
    if (token && !request.headers.has('Authorization')) {
      request.headers.set('Authorization', `Bearer ${token}`);
    }
    return request;
  },
};

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export const api = createClient<paths>({
  baseUrl: origin(),
  credentials: 'same-origin',
  // Looked up on each call (not captured once), so tests can stub the global fetch.
  fetch: (request) => globalThis.fetch(request),
});
api.use(bearer);

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls `listener` when an authenticated call is refused with 401 (expired or revoked token), so
 * the session can end. Returns the unsubscribe function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

/**
 * Reports a 401 to a call that carried the stored token. Sign-in endpoints (/api/auth/*) answer
 * 401 for wrong credentials, and a call made with an older token must not end a newer session.
 */
const sessionExpiry: Middleware = {
  onResponse({ request, response, schemaPath }) {
    if (response.status !== 401) return undefined;
    const token = readString(STORAGE_KEYS.token);
    if (token && request.headers.get('Authorization') === `Bearer ${token}` && !schemaPath.startsWith('/api/auth/')) {
      for (const listener of [...unauthorizedListeners]) listener();
    }
    return undefined;
  },
};
api.use(sessionExpiry);

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function errorMessage(error: unknown): { message?: string; errors?: Record<string, string> } {
  if (error && typeof error === 'object') {
    const { message, errors } = error as { message?: unknown; errors?: unknown };
    return {
      message: typeof message === 'string' ? message : undefined,
      errors: errors && typeof errors === 'object' ? (errors as Record<string, string>) : undefined,
    };
  }
  return {};
}

/**
 * Returns the data of a successful answer, or throws an `ApiError` carrying the server's message
 * (or `fallback` when it sent none). Network failures become status 0.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>, fallback: string): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch {
    throw new ApiError(0, fallback);
  }
  if (!result.response.ok || result.error !== undefined) {
    const { message, errors } = errorMessage(result.error);
    throw new ApiError(result.response.status, message ?? fallback, errors);
  }
  return result.data as T;
}

/** A page of a list the server answers as a JSON array, and the cursor of the next page. */
export interface CursorPage<T> {
  items: T[];
  /** The server's X-Next-Cursor: pass it back as `cursor` for the next page; null on the last. */
  next: string | null;
}

/** Like `unwrap`, for a paged list: the array and the next page's cursor from its header. */
export async function unwrapPage<T>(call: Promise<FetchResult<T[]>>, fallback: string): Promise<CursorPage<T>> {
  let next: string | null = null;
  const items = await unwrap(
    call.then((result) => {
      next = result.response.headers.get('x-next-cursor');
      return result;
    }),
    fallback,
  );
  return { items, next };
}
