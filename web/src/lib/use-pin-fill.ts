// An address form's PIN code filling its city and state (issue 26): the form hands every change of
// the PIN code with its current values and gets the values to show. What the lookup filled is
// remembered, so a later PIN code may replace it but never what the customer typed.
import { useCallback, useRef } from 'react';
import { fillFromPin, type PinFilled } from './pin-lookup';

export function usePinFill() {
  const filled = useRef<PinFilled>({});
  return useCallback(<T extends { city: string; state: string }>(values: T, zip: string): T => {
    const next = fillFromPin(values, filled.current, zip);
    filled.current = next.filled;
    return next.values;
  }, []);
}
