import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const sharedSrc = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
/** A test that logs an unexpected console.error fails (vitest.setup.ts). */
const setupFiles = [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@fournil/shared': sharedSrc } },
        // Both cores: vitest's default on a 2-core machine is a single worker.
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', setupFiles, maxWorkers: 2 },
      },
      {
        resolve: { alias: { '@fournil/shared': sharedSrc, '@': webSrc } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles, maxWorkers: 2 },
      },
      {
        resolve: { alias: { '@fournil/shared': sharedSrc } },
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          // One migrated database made once, that each file's own database starts from.
          globalSetup: ['apps/server/test/testing/global-setup.ts'],
          testTimeout: 60_000,
          // Generous: each file boots its own database, and CI machines are small (2 cores).
          hookTimeout: 180_000,
          // Two workers: each test file boots its own database (PGlite or a fresh PostgreSQL database).
          maxWorkers: 2,
          // A worker keeps the server's modules from one file to the next instead of importing them
          // again for each (about 2 s a file). Every file builds its own app and database, so nothing
          // of one file's state is shared; a file that mocks a module resets the cache itself.
          isolate: false,
        },
      },
    ],
  },
});
