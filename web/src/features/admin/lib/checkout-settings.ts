// The Checkout settings form (issue 11 part 4): cash on delivery on or off, and an optional
// largest order total in rupees (blank for no limit), checked as the server checks it.
import type { CheckoutSettings } from '../api/get-checkout-settings';
import { MSG } from './messages';

export interface CheckoutSettingsForm {
  codEnabled: boolean;
  /** Rupees as typed; blank for no limit. */
  codMax: string;
}

export function settingsToForm(settings: CheckoutSettings): CheckoutSettingsForm {
  const max = settings.cashOnDelivery.maxAmount;
  return { codEnabled: settings.cashOnDelivery.enabled, codMax: max == null ? '' : String(max) };
}

/** The settings to save, or the message of a wrong limit. Commas and a ₹ sign are allowed. */
export function formToSettings(form: CheckoutSettingsForm): { settings: CheckoutSettings } | { error: string } {
  const text = form.codMax.replace(/[₹,\s]/g, '');
  let maxAmount: number | null = null;
  if (text !== '') {
    if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return { error: MSG.codLimitInvalid };
    maxAmount = Number(text);
  }
  return { settings: { cashOnDelivery: { enabled: form.codEnabled, maxAmount } } };
}
