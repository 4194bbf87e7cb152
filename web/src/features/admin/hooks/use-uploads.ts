// Counts the picture uploads still running in a form, so it is not saved before they end.
import { useCallback, useState } from 'react';

export function useUploadsInProgress() {
  const [count, setCount] = useState(0);
  const onBusyChange = useCallback((busy: boolean) => setCount((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  return { uploading: count > 0, onBusyChange };
}
