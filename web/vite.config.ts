/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Where the Rust server listens (the browser tests point this at their own instance).
const api = process.env.TOKRI_API_URL ?? 'http://127.0.0.1:8080';

// The first paint waits for the page alone (docs/decisions.md, "The first frame before the app"):
// the entry stylesheet is written into index.html instead of linked from it, and the app's entry
// script and its modules are started by public/boot.js after the first frame (the page already
// shows the header and, from the server, the first screen). The stylesheet file stays in assets/
// for anything that links it.
function firstFrameFirst(): Plugin {
  return {
    name: 'tokri-first-frame-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        let out = html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const css = ctx.bundle?.[file];
            return css && css.type === 'asset' ? `<style>${String(css.source)}</style>` : tag;
          },
        );
        const modules: string[] = [];
        out = out.replace(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
          modules.push(href);
          return '';
        });
        let entry = '';
        out = out.replace(/<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/, (_tag, src: string) => {
          entry = src;
          return '';
        });
        if (!entry) return out;
        const boot = `<script src="/boot.js" defer data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`;
        return out.replace('</head>', `${boot}</head>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), firstFrameFirst()],
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
