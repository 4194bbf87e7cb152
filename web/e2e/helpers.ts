import type { APIRequestContext, Page } from '@playwright/test';

export interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  categoryId: { _id: string; name: string } | null;
}

export async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get('/api/products');
  return (await response.json()) as ApiProduct[];
}

export async function productId(request: APIRequestContext, name: string): Promise<string> {
  const found = (await products(request)).find((p) => p.name === name);
  if (!found) throw new Error(`No product named ${name}`);
  return found._id;
}

/** The product card of `name` (exact) in the page. */
export function card(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

/** Loads every lazy image (for full-page screenshots). */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.querySelectorAll('img')];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete ? Promise.resolve() : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
      ),
    );
  });
}

/**
 * Stops the page's (installed) fake clock where it is, so that only `runFor` moves time.
 * Call it once the screen has rendered (data fetching needs time to flow until then).
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A little ahead of "now": the clock keeps flowing until the pause lands.
  await page.clock.pauseAt(now + 300);
}

/**
 * Advances the fake clock in small steps until `isCurrent()` holds; returns the time it took.
 * Used to find the exact moment of a carousel turn before measuring the next one.
 */
export async function runUntil(page: Page, isCurrent: () => Promise<boolean>, limitMs: number, stepMs = 100) {
  for (let elapsed = 0; elapsed <= limitMs; elapsed += stepMs) {
    if (await isCurrent()) return elapsed;
    await page.clock.runFor(stepMs);
  }
  throw new Error(`condition not met within ${limitMs} ms`);
}
