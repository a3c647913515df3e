// Professional fixtures built through the real endpoints: accounts (registered, confirmed, signed
// in), SIREN verification against the demo registry, and managers made by invitation.
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { bearer, linkPath, login, mailsTo, registerConfirmed, waitForMail } from './auth-helpers.js';

/** Active bakery SIRENs of the demo registry (apps/server/demo/siren-registry.demo.json), one per owner. */
export const DEMO_BAKERY_SIRENS = ['123456782', '987654324', '401234562'] as const;

/** buildTestApp env: SIRENs checked against the registry file, not INSEE; mails readable at /api/dev/mails/. */
export const PRO_TEST_ENV = { INSEE_API_KEY: '', DEV_MAILBOX: '1' };

export type Account = { id: number; username: string; email: string; access: string };

export async function signUp(app: FastifyInstance, username: string): Promise<Account> {
  const email = `${username}@fournil.test`;
  await registerConfirmed(app, { username, email });
  const { access } = await login(app, email);
  const profile = await app.inject({ method: 'GET', url: '/api/auth/user/', headers: bearer(access) });
  if (profile.statusCode !== 200) throw new Error(`profile: ${profile.statusCode} ${profile.body}`);
  return { id: profile.json().id, username, email, access };
}

export async function verifySiren(app: FastifyInstance, account: Account, siren: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/insee/auth/verify-siren/',
    headers: bearer(account.access),
    payload: { siren },
  });
  if (response.statusCode !== 200 || response.json().valid !== true)
    throw new Error(`verify-siren: ${response.statusCode} ${response.body}`);
}

export async function signUpOwner(app: FastifyInstance, username: string, siren: string): Promise<Account> {
  const account = await signUp(app, username);
  await verifySiren(app, account, siren);
  return account;
}

export function invite(app: FastifyInstance, owner: Account, boulangerieId: number, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/boulangeries/inviter-responsable/',
    headers: bearer(owner.access),
    payload: { email, boulangerie_id: boulangerieId },
  });
}

export const INVITATION_SUBJECT = /Invitation à gérer/;

/** The token of the newest invitation mailed to `email`. */
export async function invitationToken(app: FastifyInstance, email: string, count = 1): Promise<string> {
  await waitForMail(app, email, INVITATION_SUBJECT, count);
  const [mail] = (await mailsTo(app, email)).filter((candidate) => INVITATION_SUBJECT.test(candidate.subject));
  return linkPath(mail!, '/invite/accepter/').split('/').pop()!;
}

export function accept(app: FastifyInstance, account: Account | null, token: string) {
  return app.inject({ method: 'POST', url: `/api/invitations/${token}/accepter/`, headers: account ? bearer(account.access) : {} });
}

/** Invites `manager` to the bakery and accepts as them: `manager` becomes its responsable. */
export async function makeManager(app: FastifyInstance, owner: Account, boulangerieId: number, manager: Account): Promise<void> {
  const before = (await mailsTo(app, manager.email)).filter((mail) => INVITATION_SUBJECT.test(mail.subject)).length;
  const invited = await invite(app, owner, boulangerieId, manager.email);
  if (invited.statusCode !== 200) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const accepted = await accept(app, manager, await invitationToken(app, manager.email, before + 1));
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
}

/** Rows of a raw SQL query (PGlite and node-postgres both answer `{rows}`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
