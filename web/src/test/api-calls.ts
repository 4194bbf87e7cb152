// A fetch stub that answers `METHOD /path` and records every call (method, path, JSON body and the
// Authorization header): for screens whose tests check what was sent.
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** A status and body, or an Error: a network failure. */
type Reply = { status?: number; body: unknown } | Error;
type Answer = Reply | ((call: Call) => Reply);

/** Answers from `answers` (404 for anything else); returns the calls as they are made. */
export function stubApi(answers: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const call = {
      method: request.method,
      path,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      authorization: request.headers.get('Authorization'),
    };
    calls.push(call);
    const entry = answers[`${request.method} ${path}`];
    const reply = typeof entry === 'function' ? entry(call) : (entry ?? { status: 404, body: { message: 'Not found' } });
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}
