import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webSrc = fileURLToPath(new URL('./src', import.meta.url));
const sharedEntry = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
// Dev only: the API server (apps/server) listens on 127.0.0.1:3000; the Host header is kept so
// same-origin checks see the page's origin.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@fournil/shared': sharedEntry,
      '@': webSrc,
    },
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
    target: 'es2022',
    // maplibre-gl (~1.1 MB) is one lazy chunk loaded by map screens only; the other chunks stay far below.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The shared package is pure code (constants, functions, schemas) but its package.json cannot
      // say so for its sources: without this, its barrel drags zod (~64 kB gzip) into the first load.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // The map library is large: keep it in its own chunk, reached only through a dynamic import.
            { name: 'maplibre', test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/ },
          ],
        },
      },
    },
  },
});
