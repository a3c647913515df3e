// The core of `npm run create-staff -- <email>` (docs/back-office.md "Who is staff"): staff
// accounts are never made by sign-up; an operator promotes an existing account whose e-mail is
// confirmed. The promotion is written to the audit log with the command line as its author.
import type { TAdminUser } from '@fournil/shared';
import type { Db } from '../db/client.js';
import { writeAudit, type AuditActor } from '../modules/audit/audit.js';
import { findUserByEmail } from '../modules/auth/repository.js';
import { findAdminUser, grantStaff } from '../modules/admin/users/repository.js';
import { toAdminUser } from '../modules/admin/users/service.js';

/** The audit log's author of what this command does: no account, the command line. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: 'ligne de commande' };

export const CREATE_STAFF_MESSAGES = {
  usage: 'Usage : npm run create-staff -- <adresse e-mail du compte>',
  unknown: (email: string) => `Aucun compte n’utilise l’adresse ${email}. La personne doit d’abord s’inscrire sur Fournil.`,
  unconfirmed: (email: string) =>
    `Le compte ${email} n’a pas confirmé son adresse e-mail : la personne doit d’abord cliquer sur le lien reçu à l’inscription.`,
  unavailable: (email: string) => `Le compte ${email} est désactivé ou suspendu : il ne peut pas rejoindre l’équipe Fournil.`,
  alreadyStaff: (email: string) => `${email} fait déjà partie de l’équipe Fournil : rien à faire.`,
  promoted: (email: string) => `${email} fait maintenant partie de l’équipe Fournil : le back-office /admin lui est ouvert.`,
} as const;

export type PromoteOutcome = { ok: true; user: TAdminUser; message: string } | { ok: false; message: string };

/** Finds the account (e-mail compared case-insensitively) and makes it staff, in one transaction. */
export async function promoteToStaff(db: Db, email: string): Promise<PromoteOutcome> {
  return db.transaction(async (tx): Promise<PromoteOutcome> => {
    const account = await findUserByEmail(tx, email.trim());
    if (!account) return { ok: false, message: CREATE_STAFF_MESSAGES.unknown(email.trim()) };
    if (!account.emailVerified) return { ok: false, message: CREATE_STAFF_MESSAGES.unconfirmed(account.email) };
    if (!account.isActive || account.suspendedAt) return { ok: false, message: CREATE_STAFF_MESSAGES.unavailable(account.email) };
    const before = toAdminUser((await findAdminUser(tx, account.id))!);
    if (!(await grantStaff(tx, account.id))) return { ok: true, user: before, message: CREATE_STAFF_MESSAGES.alreadyStaff(account.email) };
    const after = toAdminUser((await findAdminUser(tx, account.id))!);
    await writeAudit(tx, COMMAND_LINE_ACTOR, { action: 'update', entityType: 'user', entityId: account.id, before, after });
    return { ok: true, user: after, message: CREATE_STAFF_MESSAGES.promoted(account.email) };
  });
}
