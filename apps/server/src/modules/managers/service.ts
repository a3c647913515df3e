// Managers (docs/bakery-management.md, "Managers and invitations"; docs/accounts.md, "Roles"): an
// owner invites an address to manage one bakery; the invitee accepts with a single-use link valid
// INVITATION_TTL_DAYS days, signed in with that address. An accepted invitation makes the user the
// bakery's manager and one of the owner's candidates.
import {
  BAKERY_MESSAGES,
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  type TInvitationAccepted,
  type TInvitationPreview,
  type TInviteManagerRequest,
  type TManagerCandidate,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { enqueueMail } from '../../providers/mail/outbox.js';
import { managerInvitationMail } from '../../providers/mail/templates.js';
import { assertBakeryRole } from '../pro-area/guard.js';
import * as repository from './repository.js';

const DAY_MS = 24 * 60 * 60_000;
/** The shape of the tokens randomToken() makes; anything else is unknown without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export type SignedInUser = { id: number; email: string; username: string };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** `jeanne@exemple.fr` → `j***@exemple.fr`: enough to recognise one's address, not to learn it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export async function listCandidates({ db }: Pick<ServiceContext, 'db'>, ownerId: number): Promise<TManagerCandidate[]> {
  return repository.listOwnerManagers(db, ownerId);
}

/** Creates the invitation and its mail in one transaction: no mail without a row, no row without a mail. */
export async function inviteManager(ctx: Pick<ServiceContext, 'db' | 'config'>, owner: SignedInUser, body: TInviteManagerRequest): Promise<{ detail: string }> {
  await assertBakeryRole(ctx.db, owner.id, body.boulangerie_id, ['owner']);
  if (sameEmail(body.email, owner.email)) throw badRequest(INVITATION_MESSAGES.ownerCannotManage);
  const bakery = await repository.findBakerySummary(ctx.db, body.boulangerie_id);
  if (!bakery) throw notFound(BAKERY_MESSAGES.notFound);

  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    await repository.insertInvitation(tx, { bakeryId: bakery.id, invitedById: owner.id, email: body.email, tokenHash: sha256Hex(token), expiresAt });
    await enqueueMail(tx, managerInvitationMail(ctx.config.appUrl, { to: body.email, inviter: owner.username, bakery, token, expiresAt }));
  });
  return { detail: BAKERY_MESSAGES.inviteSent(body.email) };
}

async function findInvitation(db: Db, token: string): Promise<repository.InvitationRow> {
  const invitation = TOKEN_SHAPE.test(token) ? await repository.findInvitationByTokenHash(db, sha256Hex(token)) : undefined;
  if (!invitation) throw notFound(INVITATION_MESSAGES.notFound);
  return invitation;
}

function statusOf(invitation: Pick<repository.InvitationRow, 'acceptedAt' | 'expiresAt'>): TInvitationPreview['statut'] {
  if (invitation.acceptedAt) return 'utilisee';
  if (invitation.expiresAt.getTime() <= Date.now()) return 'expiree';
  return 'valide';
}

/** What the acceptance screen shows before anyone signs in: no full address, no owner data. */
export async function previewInvitation({ db }: Pick<ServiceContext, 'db'>, token: string): Promise<TInvitationPreview> {
  const invitation = await findInvitation(db, token);
  return {
    boulangerie: { id: invitation.bakery.id, nom: invitation.bakery.nom, ville: invitation.bakery.ville },
    email_masque: maskEmail(invitation.email),
    expire_le: invitation.expiresAt.toISOString(),
    statut: statusOf(invitation),
  };
}

const usedError = () => new AppError('conflict', INVITATION_MESSAGES.used);
const expiredError = () => new AppError('gone', INVITATION_MESSAGES.expired);

/**
 * Accepts an invitation for the signed-in user. Refusals change nothing; success marks the
 * invitation used, makes the user the bakery's manager and one of the owner's managers, atomically.
 */
export async function acceptInvitation({ db }: Pick<ServiceContext, 'db'>, user: SignedInUser, token: string): Promise<TInvitationAccepted> {
  const invitation = await findInvitation(db, token);
  // The state first: the public preview shows it to anyone holding the link anyway.
  const status = statusOf(invitation);
  if (status === 'utilisee') throw usedError();
  if (status === 'expiree') throw expiredError();
  // Signing in needs a confirmed address (and the address cannot be edited), so a matching
  // account proves the invitee reads that mailbox.
  if (!sameEmail(invitation.email, user.email)) throw new AppError('forbidden', INVITATION_MESSAGES.wrongAccount(maskEmail(invitation.email)));
  if (invitation.bakery.proprietaireId === user.id) throw badRequest(INVITATION_MESSAGES.ownerCannotManage);

  const accepted = await db.transaction(async (tx) => {
    if (!(await repository.consumeInvitation(tx, invitation.id, user.id))) return false;
    await repository.setBakeryManager(tx, invitation.bakery.id, user.id);
    await repository.addOwnerManager(tx, invitation.bakery.proprietaireId, user.id);
    return true;
  });
  if (!accepted) {
    // Another request used it (or it expired) between the read and the update.
    const now = await repository.findInvitationByTokenHash(db, sha256Hex(token));
    throw now && statusOf(now) === 'expiree' ? expiredError() : usedError();
  }
  return { detail: INVITATION_MESSAGES.accepted(invitation.bakery.nom), boulangerie: { id: invitation.bakery.id, nom: invitation.bakery.nom } };
}
