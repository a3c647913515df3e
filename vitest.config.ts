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
        test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'], environment: 'node', setupFiles },
      },
      {
        resolve: { alias: { '@fournil/shared': sharedSrc, '@': webSrc } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles },
      },
      {
        resolve: { alias: { '@fournil/shared': sharedSrc } },
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          testTimeout: 60_000,
          // Generous: each file boots its own database, and CI machines are small (2 cores).
          hookTimeout: 180_000,
          // Two workers: each test file boots its own database (PGlite or a fresh PostgreSQL database).
          maxWorkers: 2,
        },
      },
    ],
  },
});
