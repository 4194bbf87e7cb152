// "Up to 6 random other products" on a product page.

/** Picks up to `count` items other than `excludeId`, in random order (Fisher–Yates on a copy). */
export function pickRandomOthers<T extends { _id: string }>(
  items: readonly T[],
  excludeId: string,
  count: number,
  random: () => number = Math.random,
): T[] {
  const pool = items.filter((item) => item._id !== excludeId);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}
