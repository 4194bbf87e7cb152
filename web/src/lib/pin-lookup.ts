// State (and city, for the big sorting districts) from an Indian PIN code, so an address form can
// fill them as soon as the PIN code is typed (issue 26). The state comes from India Post's postal
// circles: the first two digits name a circle, the first three a sorting district, and a few
// districts belong to another state than their circle. States are written as the server's list of
// states and union territories names them (tokri-domain `IndianState`, the invoices' place of
// supply), so a filled state always reads back there.

/** What a PIN code says about where it is. */
export interface PinPlace {
  state: string;
  /** The city of a big sorting district; null when the PIN code does not settle it. */
  city: string | null;
}

/** A range of three-digit prefixes (inclusive) and its state. */
type Range = readonly [from: number, to: number, state: string];

// The postal circles by their two-digit prefix (as three-digit ranges), then the districts that
// are another state's. The later (narrower) entry wins.
const CIRCLES: readonly Range[] = [
  [110, 119, 'Delhi'],
  [120, 139, 'Haryana'],
  [140, 169, 'Punjab'],
  [170, 179, 'Himachal Pradesh'],
  [180, 199, 'Jammu and Kashmir'],
  [200, 289, 'Uttar Pradesh'],
  [300, 349, 'Rajasthan'],
  [360, 399, 'Gujarat'],
  [400, 449, 'Maharashtra'],
  [450, 489, 'Madhya Pradesh'],
  [490, 499, 'Chhattisgarh'],
  [500, 509, 'Telangana'],
  [510, 539, 'Andhra Pradesh'],
  [560, 599, 'Karnataka'],
  [600, 649, 'Tamil Nadu'],
  [670, 699, 'Kerala'],
  [700, 749, 'West Bengal'],
  [750, 779, 'Odisha'],
  [780, 789, 'Assam'],
  [800, 859, 'Bihar'],
];

const DISTRICTS: readonly Range[] = [
  [160, 160, 'Chandigarh'],
  [194, 194, 'Ladakh'],
  [246, 249, 'Uttarakhand'],
  [262, 263, 'Uttarakhand'],
  [403, 403, 'Goa'],
  [605, 605, 'Puducherry'],
  [737, 737, 'Sikkim'],
  [744, 744, 'Andaman and Nicobar Islands'],
  [790, 792, 'Arunachal Pradesh'],
  [793, 794, 'Meghalaya'],
  [795, 795, 'Manipur'],
  [796, 796, 'Mizoram'],
  [797, 798, 'Nagaland'],
  [799, 799, 'Tripura'],
  [813, 835, 'Jharkhand'],
];

/** The city of the big sorting districts, by three-digit prefix. */
const CITIES: Readonly<Record<number, string>> = {
  110: 'New Delhi',
  160: 'Chandigarh',
  226: 'Lucknow',
  302: 'Jaipur',
  380: 'Ahmedabad',
  395: 'Surat',
  400: 'Mumbai',
  411: 'Pune',
  422: 'Nashik',
  440: 'Nagpur',
  452: 'Indore',
  462: 'Bhopal',
  500: 'Hyderabad',
  560: 'Bengaluru',
  600: 'Chennai',
  641: 'Coimbatore',
  682: 'Kochi',
  700: 'Kolkata',
};

/** The six digits of a typed PIN code ("411001", " 411 001 "), or null when it is not one. */
export function pinDigits(raw: string): string | null {
  const digits = raw.trim().replace(/\s/g, '');
  return /^[1-9]\d{5}$/.test(digits) ? digits : null;
}

function stateOf(prefix: number): string | null {
  const within = ([from, to]: Range) => prefix >= from && prefix <= to;
  return DISTRICTS.find(within)?.[2] ?? CIRCLES.find(within)?.[2] ?? null;
}

/** The state (and maybe city) of a PIN code; null for a partial PIN code or an unused prefix. */
export function lookupPin(raw: string): PinPlace | null {
  const digits = pinDigits(raw);
  if (!digits) return null;
  const prefix = Number(digits.slice(0, 3));
  const state = stateOf(prefix);
  return state ? { state, city: CITIES[prefix] ?? null } : null;
}

/** The address fields a PIN code fills. */
export type PinFilled = Partial<Record<'city' | 'state', string>>;

/**
 * The city and state after the PIN code became `zip`, and what the lookup has now filled.
 * `filled` is what it filled before: a field is changed only while it is empty or still holds
 * that value, so whatever the customer typed stays. A PIN code that is not yet six digits changes
 * nothing; a whole one the lookup does not know (or whose city it does not know) empties what the
 * lookup filled before, which belonged to the old PIN code.
 */
export function fillFromPin<T extends { city: string; state: string }>(
  values: T,
  filled: PinFilled,
  zip: string,
): { values: T; filled: PinFilled } {
  if (!pinDigits(zip)) return { values, filled };
  const place = lookupPin(zip);
  const found: PinFilled = { city: place?.city ?? '', state: place?.state ?? '' };
  const next = { ...values };
  const nowFilled: PinFilled = {};
  for (const field of ['city', 'state'] as const) {
    const current = values[field];
    const ours = current.trim() === '' || current === filled[field];
    if (!ours) continue;
    next[field] = found[field] ?? '';
    if (next[field]) nowFilled[field] = next[field];
  }
  return { values: next, filled: nowFilled };
}
