// A fetch stub for the promotion screens' tests (features do not share test code): answers per
// "METHOD /path" (or "/path" for GET) with a body, `{ status, body, headers? }`, or a function of
// the call returning either; records every call with its query and JSON body.
import { vi } from 'vitest';

export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

function isWrapped(entry: unknown): entry is { status: number; body: unknown; headers?: Record<string, string> } {
  return !!entry && typeof entry === 'object' && 'status' in entry && 'body' in entry;
}

/** A body, `{ status, body, headers? }`, or a function of the call returning either. */
export function stubPromotionApi(answers: Record<string, unknown>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: StubCall = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? (JSON.parse(text) as unknown) : undefined };
    calls.push(call);
    let entry = answers[`${request.method} ${url.pathname}`] ?? (request.method === 'GET' ? answers[url.pathname] : undefined);
    if (typeof entry === 'function') entry = (entry as (c: StubCall) => unknown)(call);
    if (entry === undefined) entry = { status: 404, body: { message: 'Not found' } };
    const { status, body, headers } = isWrapped(entry) ? entry : { status: 200, body: entry, headers: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  return calls;
}

export function signInAsAdmin() {
  window.localStorage.setItem('token', 'admin-token');
  window.localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u-admin', name: 'admin', email: 'admin@tokri.local', role: 'admin', createdAt: '2026-11-01T00:00:00Z' }),
  );
}
