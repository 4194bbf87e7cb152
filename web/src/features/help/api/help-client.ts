// The app's typed client (bearer token, session expiry and all) for the complaint routes, which the
// generated schema does not name yet: the answers are typed by ../types instead.
import { api } from '@/lib/api/client';

interface Init {
  params?: { query?: Record<string, string> };
  body?: unknown;
}

interface Result<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

type Call = <T>(path: string, init?: Init) => Promise<Result<T>>;

export const helpApi = api as unknown as { GET: Call; POST: Call };

/** `/api/…/{number}` with the number made safe for a path. */
export function ticketUrl(prefix: string, number: string, suffix = ''): string {
  return `${prefix}/${encodeURIComponent(number)}${suffix}`;
}
