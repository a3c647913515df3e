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
  type TPendingInvitation,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { randomToken, sha256Hex } from '../../lib/secure-token.js';
import type { ServiceContext } from '../../service-context.js';
import { enqueueMail } from '../mail/outbox.js';
import { managerInvitationMail, managerLeftMail } from './mails.js';
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
export async function inviteManager(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  owner: SignedInUser,
  body: TInviteManagerRequest,
): Promise<{ detail: string }> {
  await assertBakeryRole(ctx.db, owner.id, body.boulangerie_id, ['owner']);
  if (sameEmail(body.email, owner.email)) throw badRequest(INVITATION_MESSAGES.ownerCannotManage);
  const bakery = await repository.findBakerySummary(ctx.db, body.boulangerie_id);
  if (!bakery) throw notFound(BAKERY_MESSAGES.notFound);

  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    await repository.insertInvitation(tx, {
      bakeryId: bakery.id,
      invitedById: owner.id,
      email: body.email,
      tokenHash: sha256Hex(token),
      expiresAt,
    });
    await enqueueMail(tx, managerInvitationMail(ctx.config.appUrl, { to: body.email, inviter: owner.username, bakery, token, expiresAt }));
  });
  return { detail: BAKERY_MESSAGES.inviteSent(body.email) };
}

async function findInvitation(db: Db, token: string): Promise<repository.InvitationRow> {
  const invitation = TOKEN_SHAPE.test(token) ? await repository.findInvitationByTokenHash(db, sha256Hex(token)) : undefined;
  if (!invitation) throw notFound(INVITATION_MESSAGES.notFound);
  return invitation;
}

function statusOf(
  invitation: Pick<repository.InvitationRow, 'acceptedAt' | 'expiresAt' | 'cancelledAt' | 'bakery'>,
): TInvitationPreview['statut'] {
  if (invitation.acceptedAt) return 'utilisee';
  // A bakery without an owner has nobody to manage it for (docs/decisions/019-bakeries-without-an-owner.md).
  if (invitation.cancelledAt || invitation.bakery.proprietaireId === null) return 'annulee';
  if (invitation.expiresAt.getTime() <= Date.now()) return 'expiree';
  return 'valide';
}

/**
 * What the acceptance screen shows before anyone signs in: no owner data, the address masked; the
 * address in full only while the link can be used, for the registration form it fills and locks
 * (docs/bakery-management.md, "Registering first"): the link was mailed to that address.
 */
export async function previewInvitation({ db }: Pick<ServiceContext, 'db'>, token: string): Promise<TInvitationPreview> {
  const invitation = await findInvitation(db, token);
  const statut = statusOf(invitation);
  return {
    boulangerie: { id: invitation.bakery.id, nom: invitation.bakery.nom, ville: invitation.bakery.ville },
    email_masque: maskEmail(invitation.email),
    email: statut === 'valide' ? invitation.email : null,
    expire_le: invitation.expiresAt.toISOString(),
    statut,
  };
}

/**
 * Registering from an invitation link (docs/bakery-management.md, "Registering first"): the link must
 * still be usable and the account's address must be the invited one. Answers the bakery's name.
 */
export async function checkInvitationForRegistration(db: Db, token: string, email: string): Promise<{ bakeryName: string }> {
  const invitation = TOKEN_SHAPE.test(token) ? await repository.findInvitationByTokenHash(db, sha256Hex(token)) : undefined;
  if (!invitation) throw new AppError('bad_request', INVITATION_MESSAGES.notFound, { invitation: [INVITATION_MESSAGES.notFound] });
  const statut = statusOf(invitation);
  if (statut !== 'valide') {
    const message = refusalOf(statut).message;
    throw new AppError('bad_request', message, { invitation: [message] });
  }
  if (invitation.email.toLowerCase() !== email.toLowerCase()) {
    const message = INVITATION_MESSAGES.registerWithInvitedEmail(invitation.email);
    throw new AppError('bad_request', message, { email: [message] });
  }
  return { bakeryName: invitation.bakery.nom };
}

/** The bakery of the newest usable invitation sent to this address, if any: the confirmation page speaks of it. */
export async function openInvitationBakeryFor(db: Db, email: string): Promise<string | null> {
  return (await repository.findOpenInvitationBakeryName(db, email)) ?? null;
}

const usedError = () => new AppError('conflict', INVITATION_MESSAGES.used);
const expiredError = () => new AppError('gone', INVITATION_MESSAGES.expired);
const cancelledError = () => new AppError('gone', INVITATION_MESSAGES.cancelled);
const refusalOf = (status: TInvitationPreview['statut']) =>
  status === 'expiree' ? expiredError() : status === 'annulee' ? cancelledError() : usedError();

/**
 * Accepts an invitation for the signed-in user. Refusals change nothing; success marks the
 * invitation used, makes the user the bakery's manager and one of the owner's managers, atomically.
 */
export async function acceptInvitation(
  { db }: Pick<ServiceContext, 'db'>,
  user: SignedInUser,
  token: string,
): Promise<TInvitationAccepted> {
  const invitation = await findInvitation(db, token);
  // The state first: the public preview shows it to anyone holding the link anyway.
  const status = statusOf(invitation);
  if (status !== 'valide') throw refusalOf(status);
  // Signing in needs a confirmed address (and the address cannot be edited), so a matching
  // account proves the invitee reads that mailbox.
  if (!sameEmail(invitation.email, user.email))
    throw new AppError('forbidden', INVITATION_MESSAGES.wrongAccount(maskEmail(invitation.email)));
  const ownerId = invitation.bakery.proprietaireId;
  if (ownerId === null) throw refusalOf('annulee');
  if (ownerId === user.id) throw badRequest(INVITATION_MESSAGES.ownerCannotManage);

  const accepted = await db.transaction(async (tx) => {
    if (!(await repository.consumeInvitation(tx, invitation.id, user.id))) return false;
    await repository.setBakeryManager(tx, invitation.bakery.id, user.id);
    await repository.addOwnerManager(tx, ownerId, user.id);
    return true;
  });
  if (!accepted) {
    // Another request used or cancelled it (or it expired) between the read and the update.
    const now = await repository.findInvitationByTokenHash(db, sha256Hex(token));
    throw refusalOf(now ? statusOf(now) : 'utilisee');
  }
  return {
    detail: INVITATION_MESSAGES.accepted(invitation.bakery.nom),
    boulangerie: { id: invitation.bakery.id, nom: invitation.bakery.nom },
  };
}

// ---------------------------------------------------------------- the owner's control

/** `GET /api/boulangeries/invitations/`: the live invitations of the owner's bakeries. */
export async function listPendingInvitations({ db }: Pick<ServiceContext, 'db'>, ownerId: number): Promise<TPendingInvitation[]> {
  const rows = await repository.listPendingInvitations(db, ownerId);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    boulangerie: row.bakery,
    envoyee_le: row.createdAt.toISOString(),
    expire_le: row.expiresAt.toISOString(),
  }));
}

/**
 * `POST /api/boulangeries/invitations/{id}/annuler/`: the link then answers « annulée ». Another
 * owner's invitation is 404, like an unknown one; a used one 409, an expired one 410.
 */
export async function cancelInvitation(
  { db }: Pick<ServiceContext, 'db'>,
  ownerId: number,
  invitationId: number,
): Promise<{ detail: string }> {
  const invitation = await repository.findOwnersInvitation(db, ownerId, invitationId);
  if (!invitation) throw notFound(INVITATION_MESSAGES.notFound);
  const status = statusOf(invitation);
  if (status === 'annulee') return { detail: INVITATION_MESSAGES.cancelDone };
  if (status !== 'valide') throw refusalOf(status);
  if (!(await repository.cancelInvitation(db, invitation.id))) {
    const now = await repository.findOwnersInvitation(db, ownerId, invitationId);
    if (!now || statusOf(now) !== 'annulee') throw refusalOf(now ? statusOf(now) : 'utilisee');
  }
  return { detail: INVITATION_MESSAGES.cancelDone };
}

/**
 * Voids the bakery's pending invitations, inside the transaction that changes its manager, so an old
 * link can no longer replace the manager the owner just chose (docs/bakery-management.md).
 */
export async function voidBakeryInvitations(db: Db, bakeryId: number): Promise<void> {
  await repository.cancelBakeryInvitations(db, bakeryId);
}

/**
 * `DELETE /api/utilisateurs/responsables/{id}/`: the manager is no longer offered to this owner until
 * they accept a new invitation. Refused (409) while they still manage one of the owner's bakeries.
 */
export async function removeCandidate({ db }: Pick<ServiceContext, 'db'>, ownerId: number, managerId: number): Promise<{ detail: string }> {
  if (await repository.managesOwnersBakery(db, ownerId, managerId))
    throw new AppError('conflict', INVITATION_MESSAGES.candidateStillManaging);
  if (!(await repository.removeOwnerManager(db, ownerId, managerId))) throw notFound(INVITATION_MESSAGES.candidateNotFound);
  return { detail: INVITATION_MESSAGES.candidateRemoved };
}

/**
 * `POST /api/cotepro/ma-boulangerie-responsable/{id}/quitter/`, by the bakery's manager only: the
 * bakery has no manager any more (the role guard reads it on every request, so access ends at once)
 * and its owner is told by mail, in the same transaction. The owner stays free to pick them again.
 */
export async function leaveBakery(
  ctx: Pick<ServiceContext, 'db' | 'config'>,
  manager: SignedInUser,
  bakeryId: number,
): Promise<{ detail: string }> {
  await assertBakeryRole(ctx.db, manager.id, bakeryId, ['manager']);
  const left = await ctx.db.transaction(async (tx) => {
    const bakery = await repository.leaveBakery(tx, bakeryId, manager.id);
    if (!bakery) return undefined;
    await enqueueMail(
      tx,
      managerLeftMail(ctx.config.appUrl, { email: bakery.ownerEmail, username: bakery.ownerUsername }, manager, bakery),
    );
    return bakery;
  });
  // The owner changed the manager between the check and the update.
  if (!left) throw new AppError('forbidden', BAKERY_MESSAGES.notAuthorized);
  return { detail: INVITATION_MESSAGES.left(left.nom) };
}
