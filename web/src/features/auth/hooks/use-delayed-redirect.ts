import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Goes to a page after a delay (signup: 2 s, reset: 3 s); the timer stops if the screen unmounts. */
export function useDelayedRedirect() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to), delayMs);
    },
    [navigate],
  );
}
