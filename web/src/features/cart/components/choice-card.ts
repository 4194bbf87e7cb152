// The cart's radio cards (saved addresses, "Is this a gift?"): a label around its radio and text
// that shows the checked and keyboard-focused states.
export const CHOICE_CARD_CLASS =
  'flex cursor-pointer gap-3 rounded-2xl border border-stone-200 bg-white p-4 transition-colors hover:border-emerald-600 has-checked:border-emerald-700 has-checked:bg-emerald-50 has-checked:ring-1 has-checked:ring-emerald-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-emerald-600 dark:border-stone-700 dark:bg-stone-900 dark:hover:border-emerald-400 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50 dark:has-checked:ring-emerald-400';

export const CHOICE_RADIO_CLASS = 'size-4 shrink-0 accent-emerald-700 focus-visible:outline-none dark:accent-emerald-400';
