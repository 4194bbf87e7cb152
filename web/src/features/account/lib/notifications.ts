// The notifications preference of the settings screen, kept under the `notifications` key.
import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

/** On unless the customer turned it off. */
export function storedNotifications(): boolean {
  return readJson<boolean>(STORAGE_KEYS.notifications, true, isFlag);
}

export function saveNotifications(enabled: boolean): void {
  writeJson(STORAGE_KEYS.notifications, enabled);
}
