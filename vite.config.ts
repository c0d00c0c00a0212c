import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress';
import { zodWithoutJsonSchema } from './scripts/vite-zod-without-json-schema';

/**
 * The app renders with Preact's React compatibility layer (ADR 0017): it takes 57 KB gzip off
 * each page's first load (React DOM was ≈58 KB of it). The build, the dev server and the
 * component tests (vitest.config.ts) all use these aliases, so what a developer sees is what
 * ships; the sources and types stay React's. In `vite` dev, a saved file reloads the page
 * (React's fast refresh does not drive Preact).
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  // compat's createRoot, with React's timing for the effects of an input (see the file).
  {
    find: /^react-dom\/client$/,
    replacement: fileURLToPath(new URL('./src/web/preact-client.ts', import.meta.url)),
  },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// The web app lives in src/web and builds to dist/web, which the server serves.
export default defineConfig(() => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    zodWithoutJsonSchema(),
    react(),
    tailwindcss(),
    VitePWA({
      // A new build waits until the learner chooses to reload (UpdatePrompt), never mid-review.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Charla — speak Spanish',
        short_name: 'Charla',
        description: 'Go from zero to conversational Spanish by talking with an AI tutor.',
        lang: 'en',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#0f766e',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every built asset, so a learner who visited once can open Charla offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/],
        cleanupOutdatedCaches: true,
        // Web Push: shows notifications and opens the right screen on click.
        importScripts: ['/push-handler.js'],
      },
    }),
    // Last: compresses what the others wrote, the service worker included.
    precompress(),
  ],
  // No source maps in the production build: they would publish the sources.
  // The manifest (dist/web/.vite, never served: a dot folder) lets the size check in `npm test`
  // find each route's first-load chunks (scripts/first-load-size.mjs).
  // Strict execution order: with many chunks, module bodies must still run in import order
  // (lib/zod-config.ts sets zod jitless before any other module parses; see the CSP e2e test).
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        strictExecutionOrder: true,
        // Few, larger chunks: left to itself the build cut the first load into 14
        // files of 1–40 KB and the dashboard's into 12 more, and on a phone's network each wave
        // of requests costs a round trip. Everything the entry loads is one chunk; code two or
        // more screens share is one more. Measured (bench/lighthouse.ts, /dashboard): 0.92 → 0.93
        // with first-load JS 119.9 → 119.6 KB gzip (fewer module wrappers), /register 97.6 → 93.4.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
      // react-router reads React 19's `useOptimistic` when present and falls back without it
      // (preact/compat has none): the one "import is undefined" it reports is expected.
      onLog(level, log, handle) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handle(level, log);
      },
    },
  },
  resolve: { alias: preactAliases },
  server: { proxy: { '/api': { target: 'http://127.0.0.1:3000', ws: true } } },
}));
