// Vitest setup: jest-dom matchers and the browser APIs jsdom lacks (Embla needs matchMedia,
// IntersectionObserver and ResizeObserver).
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }),
});
Object.defineProperty(window, 'IntersectionObserver', { writable: true, value: NoopObserver });
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopObserver });
Object.defineProperty(globalThis, 'IntersectionObserver', { writable: true, value: NoopObserver });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopObserver });

// Vitest hands a jsdom Blob or File given as a fetch body to Node's Request by reading the bytes
// jsdom keeps at `impl._buffer`; jsdom 29 keeps them at `impl._bytes`, and the body went out as the
// text "undefined". The old name now reads the new one.
{
  const sample = new Blob(['x']);
  const impl = Object.getOwnPropertySymbols(sample)
    .map((symbol) => (sample as unknown as Record<symbol, unknown>)[symbol])
    .find((value): value is object => typeof value === 'object' && value !== null && '_bytes' in value);
  const prototype: unknown = impl ? Object.getPrototypeOf(impl) : null;
  if (prototype && typeof prototype === 'object' && !('_buffer' in prototype)) {
    Object.defineProperty(prototype, '_buffer', {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
  }
}

// Test files share one jsdom (vite.config.ts, isolate): nothing a test changes may outlive it.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
