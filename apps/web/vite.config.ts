import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const webSrc = fileURLToPath(new URL('./src', import.meta.url));
const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
// Dev only: the API server (apps/server) listens on 127.0.0.1:3000; the Host header is kept so
// same-origin checks see the page's origin.
const apiTarget = 'http://127.0.0.1:3000';
// react-router's package.json points every bundler at its development build (extra warnings); its own
// Vite plugin swaps in the production build for `vite build`, and so do we (0.6 kB less, compressed).
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // The service worker (src/service-worker/sw.ts, docs/offline.md), built to dist/sw.js with the list
    // of files to keep for offline use. The page registers it itself, late (app/start-offline.ts), so
    // that nothing is added to the first load of '/'; the manifest is public/manifest.webmanifest.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // The shell: pages, scripts, styles, icons. Not MapLibre (1 MB, and no tiles offline anyway),
        // nor the map style; the pre-compressed copies are written after this list (scripts/precompress.mjs).
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        // Nor the screens of professionals and staff, and the password checker (1 MB): online only.
        globIgnores: [
          '**/*.gz',
          '**/*.br',
          'map-style.json',
          ...[
            'maplibre',
            'password-guessability',
            'admin',
            'siren-notice',
            'campaign-*',
            'bakery-manage',
            'bakery-calendar*',
            'profile',
            'dev-mails',
            'my-payments',
            'payment-*',
            'unlock-ad-*',
          ].map((chunk) => `assets/${chunk}-*.js`),
        ],
        // Fingerprinted by Vite: the precache need not add its own revision to their address.
        dontCacheBustURLsMatching: /^assets\//,
        // As for the app (below): the shared package's modules have no side effects, so that the worker
        // takes its few constants without zod.
        // (Rolldown's form of the option, which the plugin's Rollup types do not know.)
        rollupOptions: {
          treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] as never },
        },
      },
    }),
  ],
  resolve: {
    alias: [
      { find: '@fournil/shared', replacement: sharedEntry },
      { find: '@', replacement: webSrc },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget },
      '/media': { target: apiTarget },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: read by scripts/check-bundle-budget.mjs to weigh the first load of '/'.
    manifest: true,
    target: 'es2022',
    // maplibre-gl (~1.1 MB) is one lazy chunk loaded by map screens only; the other chunks stay far below.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        // The home route is also the first screen of '/' (app/start-home.tsx imports it). As an entry of
        // its own it keeps a chunk of its own, named by its source path in the manifest, where
        // scripts/check-bundle-budget.mjs finds it; index.html preloads it.
        home: fileURLToPath(new URL('./src/app/routes/home.tsx', import.meta.url)),
      },
      // The shared package is pure code (constants, functions, schemas) but its package.json cannot
      // say so for its sources: without this, its barrel drags zod (~64 kB gzip) into the first load.
      // Rolldown would otherwise merge modules shared by lazy screens into a chunk the entry already
      // loads (its "common chunk" merge): '/' then downloaded every icon and widget of the pro screens.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]components[\\/]ui[\\/]icons[\\/]/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // The map library is large: keep it in its own chunk, reached only through a dynamic import.
            { name: 'maplibre', test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/ },
            // React itself, shared by every page and stable across releases: one chunk that stays cached.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
}));
