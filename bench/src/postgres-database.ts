// The PostgreSQL pass's own database, `fournil_bench`: created fresh on the admin URL's server,
// dropped at the end (FORCE: the server may still hold connections after a failure).
import pg from 'pg';

export const BENCH_DATABASE = 'fournil_bench';

export type BenchDatabase = { url: string; drop(): Promise<void> };

async function withAdmin<T>(adminUrl: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Throws a one-line error naming the URL's host when PostgreSQL does not answer. */
export async function postgresVersion(adminUrl: string): Promise<string> {
  try {
    return await withAdmin(
      adminUrl,
      async (client) => (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version,
    );
  } catch (error) {
    const host = new URL(adminUrl).host;
    throw new Error(`PostgreSQL injoignable sur ${host} (${(error as Error).message}) : démarrez-le, ou lancez avec BENCH_DB=pglite.`, {
      cause: error,
    });
  }
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = pg.escapeIdentifier(BENCH_DATABASE);
  await withAdmin(adminUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(adminUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}
