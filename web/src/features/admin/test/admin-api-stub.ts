// A fetch stub for admin screen tests: answers per "METHOD /path" (or "/path" for GET) with a
// body, `{ status, body, headers? }`, or a function of the request (which may return a promise, to hold the
// answer back); records every call.
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** A JSON body parsed; any other body (an uploaded file) as text. */
  body: unknown;
  headers: Headers;
}

/** A body, `{ status, body, headers? }`, or a function of the call returning either. */
type Answer = unknown;

function isWrapped(entry: unknown): entry is { status: number; body: unknown; headers?: Record<string, string> } {
  return !!entry && typeof entry === 'object' && 'status' in entry && 'body' in entry;
}

export function stubAdminApi(answers: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    const json = (request.headers.get('Content-Type') ?? '').includes('json');
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? (json ? (JSON.parse(text) as unknown) : text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    let entry = answers[`${request.method} ${url.pathname}`];
    if (entry === undefined && request.method === 'GET') entry = answers[url.pathname];
    if (typeof entry === 'function') entry = await (entry as (c: RecordedCall) => unknown)(call);
    if (entry === undefined) entry = { status: 404, body: { message: 'Not found' } };
    const { status, body, headers } = isWrapped(entry) ? entry : { status: 200, body: entry, headers: {} };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, fetchStub };
}

export function signInAsAdmin() {
  window.localStorage.setItem('token', 'admin-token');
  window.localStorage.setItem(
    'user',
    JSON.stringify({ _id: 'u-admin', name: 'admin', email: 'admin@tokri.local', role: 'admin', createdAt: '2026-11-01T00:00:00Z' }),
  );
}
