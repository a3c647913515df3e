// Where this e2e run's servers and database live; the same in the runner and in every worker.
export const runId = process.env.E2E_RUN_ID ?? 'local';
export const port = Number(process.env.E2E_PORT ?? 3210);
/** A second server instance on the same PostgreSQL (live-feed tests). */
export const secondPort = port + 1;
export const adminDatabaseUrl = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const databaseName = `fournil_e2e_${runId}`;
export const databaseUrl = (() => {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
export const baseUrl = `http://127.0.0.1:${port}`;
export const secondBaseUrl = `http://127.0.0.1:${secondPort}`;
