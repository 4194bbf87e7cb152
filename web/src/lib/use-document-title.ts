// Names the browser tab after the screen shown ("Contact · Tokri", "Orders · Tokri Admin"), and
// gives the old name back when the screen goes.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined, area: 'shop' | 'admin' = 'shop') {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${area === 'admin' ? 'Tokri Admin' : 'Tokri'}`;
    return () => {
      document.title = previous;
    };
  }, [title, area]);
}
