/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Where the Rust server listens (the browser tests point this at their own instance).
const api = process.env.TOKRI_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
