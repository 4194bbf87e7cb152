// The home page understands a category slug in the `category` query parameter or in navigation
// state (`state.categorySlug`). Once seen, it is cleared from the address with a replace
// navigation; the filter itself stays until the visitor clears it.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

function slugFromState(state: unknown): string | null {
  const slug = (state as { categorySlug?: unknown } | null)?.categorySlug;
  return typeof slug === 'string' && slug.trim() !== '' ? slug.trim() : null;
}

export function useIncomingCategory(): [string | null, (slug: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const fromQuery = params.get('category')?.trim() || null;
  const incoming = fromQuery ?? slugFromState(location.state);

  const [slug, setSlug] = useState<string | null>(incoming);
  const [seen, setSeen] = useState<string | null>(incoming);
  // Adopt a newly arriving slug during render (React's pattern for state derived from props).
  if (incoming !== null && incoming !== seen) {
    setSeen(incoming);
    setSlug(incoming);
  }
  if (incoming === null && seen !== null) setSeen(null);

  const hasQuery = params.has('category');
  const hasState = slugFromState(location.state) !== null;
  useEffect(() => {
    if (!hasQuery && !hasState) return;
    const rest = new URLSearchParams(location.search);
    rest.delete('category');
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: null, preventScrollReset: true },
    );
  }, [hasQuery, hasState, location.pathname, location.search, location.hash, navigate]);

  return [slug, setSlug];
}
