// "Is this a gift?" as the buyer last answered it in this browser session: the cart asks it first
// and starts from it after a reload, checkout keeps it when the buyer changes their mind there,
// and a placed order forgets it. Session storage, so a new visit starts from "No"; when storage is
// unavailable the answer lives in memory only. (Not in STORAGE_KEYS: those are localStorage's.)

const GIFT_ORDER_KEY = 'giftOrder';

/** Whether the buyer said, in this session, that the order is a gift. */
export function rememberedGift(): boolean {
  try {
    return window.sessionStorage.getItem(GIFT_ORDER_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the answer for this session ("No" is the default, so it removes the key). */
export function rememberGift(isGift: boolean): void {
  try {
    if (isGift) window.sessionStorage.setItem(GIFT_ORDER_KEY, 'true');
    else window.sessionStorage.removeItem(GIFT_ORDER_KEY);
  } catch {
    // Disabled storage: the answer lasts until the page is left.
  }
}
