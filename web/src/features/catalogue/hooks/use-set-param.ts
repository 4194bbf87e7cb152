// Sets or removes one parameter of the address (?category=…, ?sort=…), keeping the others, in
// place of the current history entry and without scrolling: the list pages' shareable choices.
import { useSearchParams } from 'react-router';

export function useSetParam() {
  const [, setParams] = useSearchParams();
  return (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
}
