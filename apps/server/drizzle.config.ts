import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema/ (one file per domain) and applied at start-up (src/db/migrate.ts),
// the same files on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
