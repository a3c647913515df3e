// One committed change to a bakery, the way each database pass makes it: on PostgreSQL a plain
// UPDATE from another process (as a second instance or an admin would); on PGlite the owner flips
// `disponibilite_pain` through the API (PGlite has one process: the server's). The returned
// promise settles when the commit (or the PATCH answer) is back: that instant is t0.
import pg from 'pg';

export type BakeryToggle = { toggle(): Promise<void>; close(): Promise<void> };

export async function sqlToggle(databaseUrl: string, bakeryId: number): Promise<BakeryToggle> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    async toggle() {
      await client.query('UPDATE bakeries SET disponibilite_pain = NOT disponibilite_pain, updated_at = now() WHERE id = $1', [bakeryId]);
    },
    close: () => client.end(),
  };
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} : HTTP ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

export async function apiToggle(baseUrl: string, owner: { email: string; password: string }, bakeryId: number): Promise<BakeryToggle> {
  const login = await json<{ access: string }>(
    await fetch(`${baseUrl}/api/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: owner.password }),
    }),
    'connexion du propriétaire',
  );
  const current = await json<{ disponibilite_pain: boolean }>(
    await fetch(`${baseUrl}/api/boulangeries/${bakeryId}/public/`),
    'fiche publique',
  );
  let isAvailable = current.disponibilite_pain;
  return {
    async toggle() {
      const answer = await json<{ disponibilite_pain: boolean }>(
        await fetch(`${baseUrl}/api/cotepro/ma-boulangerie/${bakeryId}/`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${login.access}` },
          body: JSON.stringify({ disponibilite_pain: !isAvailable }),
        }),
        'PATCH disponibilite_pain',
      );
      isAvailable = answer.disponibilite_pain;
    },
    close: async () => {},
  };
}
