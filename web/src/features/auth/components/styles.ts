/** An inline text link in the sign-in screens. */
export const textLink =
  'rounded font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300';
