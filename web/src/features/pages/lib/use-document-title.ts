// Names the browser tab after the page shown.
import { useEffect } from 'react';

export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · Tokri`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
