// Payment test fixtures: owners with a verified SIREN beyond the three of the demo registry (the
// verification is written directly; the SIREN flow itself is tested in auth-siren-*.test.ts).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../src/db/schema/index.js';
import { signUp, type Account } from './manager-fixtures.js';

let sirenCounter = 0;

export async function verifiedOwner(app: FastifyInstance, username: string): Promise<Account> {
  const account = await signUp(app, username);
  sirenCounter += 1;
  const siren = `8${String(sirenCounter).padStart(8, '0')}`;
  await app.db.db
    .update(users)
    .set({ siren, sirenVerified: true, sirenVerifiedAt: new Date(), isProprietaire: true })
    .where(eq(users.id, account.id));
  return account;
}
