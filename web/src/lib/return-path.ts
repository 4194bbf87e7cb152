// Sign in and come back: a page that asks a guest to sign in links to `/login?next=<its path>`,
// and after signing in a customer lands there instead of on their profile.

/** The sign-in screen's address that returns to `path` (e.g. "/product/p1") afterwards. */
export function loginPath(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/** The `next` of a query string when it is a path on this site ("/…", never "//…"); else null. */
export function nextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : null;
}
