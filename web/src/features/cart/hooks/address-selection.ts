// The saved address chosen for delivery, kept under the selected-address key so it survives a
// reload; checkout clears it after a successful payment.
import { useCallback, useState } from 'react';
import { readString, STORAGE_KEYS, writeString } from '@/lib/storage';

export function useSelectedAddressId(): [string | null, (id: string) => void] {
  const [selected, setSelected] = useState<string | null>(() => readString(STORAGE_KEYS.selectedAddressId));
  const select = useCallback((id: string) => {
    writeString(STORAGE_KEYS.selectedAddressId, id);
    setSelected(id);
  }, []);
  return [selected, select];
}
