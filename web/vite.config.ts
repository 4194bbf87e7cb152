/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Where the Rust server listens (the browser tests point this at their own instance).
const api = process.env.TOKRI_API_URL ?? 'http://127.0.0.1:8080';

// The entry stylesheet written into index.html instead of linked from it: a phone's first paint
// then waits for the page alone, not for a second request the page names (docs/decisions.md,
// "The stylesheet in the page"). The file stays in assets/ for anything that links it.
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'tokri-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const css = ctx.bundle?.[file];
            return css && css.type === 'asset' ? `<style>${String(css.source)}</style>` : tag;
          },
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineEntryStylesheet()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/sandbox': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/sandbox': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // No modulepreload polyfill in the entry: every browser of the last three years preloads
    // modules itself, and an older one just fetches each chunk when it is imported
    // (docs/decisions.md, "Product reviews").
    modulePreload: { polyfill: false },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // One jsdom per worker rather than per file: setting up jsdom 61 times took longer than the
    // tests. Each test cleans up after itself (src/test/setup.ts), and module mocks are not used
    // (a spy on the module's object works in a shared module cache).
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
