// Fixtures of the back-office tests (test/admin-*.test.ts): staff accounts promoted by the core of
// `npm run create-staff`, requests to the admin API, the audit entries of one record, contact
// messages, and a live-feed client.
import type { TAdminAuditEntry } from '@fournil/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { promoteToStaff } from '../../src/cli/promote-to-staff.js';
import { contactMessages } from '../../src/db/schema/index.js';
import { bearer } from './auth-helpers.js';
import { signUp, type Account } from './manager-fixtures.js';
import { enableTwoFactor, type TwoFactorKeys } from './two-factor-fixtures.js';

export type StaffAccount = Account & { twoFactor: TwoFactorKeys };

/**
 * A confirmed, signed-in account made staff the way an operator does it, with two-step
 * verification set up from its profile (the back-office refuses staff without it), signed in with
 * the session that turned it on.
 */
export async function staffAccount(app: FastifyInstance, username: string): Promise<StaffAccount> {
  const account = await signUp(app, username);
  const outcome = await promoteToStaff(app.db.db, account.email);
  if (!outcome.ok) throw new Error(`create-staff: ${outcome.message}`);
  const twoFactor = await enableTwoFactor(app, account.access);
  return { ...account, access: twoFactor.session.access, twoFactor };
}

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as `account` (anonymous when null), with a JSON body when given. */
export function adminRequest(
  app: FastifyInstance,
  account: Pick<Account, 'access'> | null,
  method: AdminMethod,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: account ? bearer(account.access) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The audit entries of one record, oldest first, read through the admin API. */
export async function auditEntriesOf(
  app: FastifyInstance,
  staff: Account,
  entityType: string,
  entityId: string | number,
): Promise<TAdminAuditEntry[]> {
  const query = new URLSearchParams({ entity_type: entityType, q: String(entityId), page_size: '100' });
  const response = await adminRequest(app, staff, 'GET', `/api/admin/audit/?${query.toString()}`);
  if (response.statusCode !== 200) throw new Error(`audit: ${response.statusCode} ${response.body}`);
  const entries = (response.json() as { results: TAdminAuditEntry[] }).results;
  return entries.filter((entry) => entry.entity_id === String(entityId)).reverse();
}

export async function insertContactMessage(
  app: FastifyInstance,
  values: Partial<typeof contactMessages.$inferInsert> & { subject: string },
): Promise<number> {
  const [row] = await app.db.db
    .insert(contactMessages)
    .values({ name: 'Camille Martin', email: 'camille@example.fr', message: 'Bonjour, une question sur Fournil.', ...values })
    .returning({ id: contactMessages.id });
  return row!.id;
}
