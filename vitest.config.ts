import { defineConfig } from 'vitest/config';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const sharedSrc = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));
/** A test that logs an unexpected console.error fails (vitest.setup.ts). */
const setupFiles = [fileURLToPath(new URL('./vitest.setup.ts', import.meta.url))];

/**
 * The API files that exercise the database engine itself, run on PGlite as well as on PostgreSQL
 * (TEST_DB=pglite runs these only; every API file runs on PostgreSQL). Why each one, and why the rest
 * needs one engine only: docs/testing.md. A new file belongs here when its subject is the engine's:
 * SQL beyond plain reads and writes, a trigger or NOTIFY, a lock or concurrent writers, persistence.
 */
export const pgliteFiles = [
  // The embedded database's own code paths (db/client.ts, db/backup.ts), on disk.
  'app/foundation.test.ts',
  // Concurrent claims of one listing, serialised by the row lock (docs/claims.md).
  'modules/claims/claims.test.ts',
  'app/shutdown.test.ts',
  'db/crash-safety.test.ts',
  'cli/backup-restore.test.ts',
  'lib/postgres-errors.test.ts',
  'app/request-logs.test.ts',
  // Triggers and NOTIFY.
  'modules/bakeries/nearby-card-sources.test.ts',
  'modules/bakeries/nearby-freshness.test.ts',
  'modules/bakeries/public-details-cache.test.ts',
  'modules/live/live.test.ts',
  'modules/visitor-reports/reports.test.ts',
  'modules/admin/audit-chain.test.ts',
  'modules/availability/writers.test.ts',
  'modules/bakeries/listings.test.ts',
  'modules/open-data/import-listings.test.ts',
  // The demo's listings are imported at seed on the embedded database of `npm start` (jsonb_to_recordset, NOTIFY).
  'db/seed/demo-listings.test.ts',
  'modules/open-data/published-geojson.test.ts',
  'modules/retention/retention.test.ts',
  // SQL the engine answers itself: extensions, JSON functions, Paris time zone.
  'modules/bakeries/nearby-index.test.ts',
  'modules/bakery-calendar/bakery-calendar.test.ts',
  'modules/bakeries/availability-freshness.test.ts',
  'modules/alerts/alerts-journey.test.ts',
  'modules/admin/invoices-export.test.ts',
  'modules/admin/payments.test.ts',
  'modules/reminders/payment-reminders.test.ts',
  // Locks and concurrent writers (FOR UPDATE, SKIP LOCKED, unique indexes raced, advisory locks).
  'modules/mail/worker.test.ts',
  'modules/payments/ledger.test.ts',
  'modules/payments/provider-events-matrix.test.ts',
  'modules/payments/payments.test.ts',
  'modules/payments/promo-once-per-account.test.ts',
  'modules/admin/promo-codes.test.ts',
  'modules/admin/refunds.test.ts',
  // A refund's provider call outside any transaction: on one connection nothing waits for Stripe.
  'modules/admin/refund-requests.test.ts',
  // A merge locks the pair and both bakeries (FOR UPDATE OF), moves rows with ON CONFLICT DO NOTHING.
  'modules/admin/duplicates.test.ts',
  'modules/advertising/campaigns.test.ts',
  'modules/advertising/sponsored-and-publish-on-pay.test.ts',
  'modules/advertising/campaign-end-dates.test.ts',
  'modules/pro-bakeries/account-caps.test.ts',
  'modules/managers/managers.test.ts',
  'modules/account/account-deletion.test.ts',
  'modules/auth/sessions.test.ts',
  'app/load-mixed.test.ts',
].map((file) => `apps/server/test/${file}`);
const isPgliteRun = process.env.TEST_DB === 'pglite';
// A file moved or renamed would silently leave the PGlite run: stop instead.
const lostFiles = pgliteFiles.filter((file) => !fs.existsSync(fileURLToPath(new URL(file, import.meta.url))));
if (isPgliteRun && lostFiles.length > 0) throw new Error(`vitest.config.ts, pgliteFiles: no such file ${lostFiles.join(', ')}`);

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
        test: { name: 'web', include: ['apps/web/src/**/*.test.tsx'], environment: 'jsdom', setupFiles, maxWorkers: 2 },
      },
      {
        resolve: { alias: { '@fournil/shared': sharedSrc, '@': webSrc } },
        // The web app's logic without a page: no jsdom to build for each file (about a third of a
        // second each). A file that needs one says so on its first line: // @vitest-environment jsdom
        test: { name: 'web-logic', include: ['apps/web/src/**/*.test.ts'], environment: 'node', setupFiles, maxWorkers: 2 },
      },
      {
        resolve: { alias: { '@fournil/shared': sharedSrc } },
        test: {
          name: 'api',
          include: isPgliteRun ? pgliteFiles : ['apps/server/test/**/*.test.ts'],
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
