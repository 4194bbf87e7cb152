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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
