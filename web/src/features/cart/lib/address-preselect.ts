// Which saved address the cart shows as chosen (issue 26): a returning customer should not have to
// pick the address they always use.

interface Saved {
  _id: string;
}

/**
 * The address chosen on this device while it is still saved; else the one the last order from this
 * device went to; else the customer's only address; else none (the customer picks).
 */
export function preselectedAddress<T extends Saved>(
  addresses: readonly T[] | undefined,
  chosenId: string | null,
  lastUsedId: string | null,
): T | null {
  if (!addresses || addresses.length === 0) return null;
  const byId = (id: string | null) => (id ? addresses.find((address) => address._id === id) : undefined);
  return byId(chosenId) ?? byId(lastUsedId) ?? (addresses.length === 1 ? (addresses[0] ?? null) : null);
}
