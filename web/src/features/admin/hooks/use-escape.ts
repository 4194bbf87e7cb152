// Calls `onEscape` when Escape is pressed inside the element (closes an inline edit).
import { useEffect, useRef, type RefObject } from 'react';

export function useEscape<T extends HTMLElement>(ref: RefObject<T | null>, onEscape: () => void) {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latest.current();
      }
    };
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, [ref]);
}
