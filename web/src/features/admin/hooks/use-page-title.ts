// Names the browser tab after the admin screen.
import { useEffect } from 'react';

export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Tokri Admin`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
