// Claiming a listing (docs/claims.md; decision 019, "Claims and deletion"): an owner with a
// verified SIREN asks for an open-data listing. When one of its present records carries a SIRET of that SIREN,
// the bakery is theirs at once; otherwise the claim waits for staff. One listing has at most one owner: the row
// is locked while it changes hands, and a bakery that has an owner answers with the dispute path.
import { CLAIM_MESSAGES, type TClaimAccepted, type TClaimPending } from '@fournil/shared';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { SirenProviderError } from '../../providers/siren/index.js';
import type { ServiceContext } from '../../service-context.js';
import { assertRoomFor } from '../account-caps/service.js';
import { writeAudit } from '../audit/audit.js';
import { enqueueMail } from '../mail/outbox.js';
import { claimPendingStaffMail, claimReceivedMail } from './mails.js';
import * as repository from './repository.js';

type ClaimContext = Pick<ServiceContext, 'db' | 'providers' | 'config' | 'log'>;

export type ClaimResult = { status: 200; body: TClaimAccepted } | { status: 202; body: TClaimPending };

/** 409 with the message that points to « Signaler un problème » (the SIREN dispute, about this bakery). */
export const alreadyClaimed = () => new AppError('conflict', CLAIM_MESSAGES.alreadyClaimed);

/** The register's name and address of the SIREN, for the staff; a register that cannot answer leaves them blank. */
async function companyOf(ctx: ClaimContext, siren: string): Promise<{ companyName: string | null; companyAddress: string | null }> {
  try {
    const lookup = await ctx.providers.siren.lookup(siren);
    if (!lookup.found) return { companyName: null, companyAddress: null };
    return { companyName: lookup.unit.name?.slice(0, 255) ?? null, companyAddress: lookup.unit.address?.slice(0, 500) ?? null };
  } catch (error) {
    if (!(error instanceof SirenProviderError)) throw error;
    ctx.log.warn({ err: error }, 'revendication : registre SIREN injoignable, entreprise non renseignée');
    return { companyName: null, companyAddress: null };
  }
}

export async function claimBakery(ctx: ClaimContext, userId: number, bakeryId: number): Promise<ClaimResult> {
  const claimant = await repository.findClaimant(ctx.db, userId);
  if (!claimant || claimant.deletedAt || !claimant.sirenVerified || !claimant.siren) throw forbidden(CLAIM_MESSAGES.sirenFirst);
  const siren = claimant.siren;

  const first = await repository.lockBakery(ctx.db, bakeryId);
  if (!first || !first.isPublic) throw notFound(CLAIM_MESSAGES.notFound);
  if (first.proprietaireId === userId) return accepted(first);
  if (first.proprietaireId !== null) throw alreadyClaimed();

  if (await repository.hasSiretOfSiren(ctx.db, bakeryId, siren)) {
    return ctx.db.transaction(async (tx) => {
      // The caps first (the account's row locked, as every bakery write of the account does), then the listing.
      await assertRoomFor(tx, userId, { bakeries: 1, uploads: 0, uploadField: 'image_logo_main' }, { lock: true });
      const bakery = await repository.lockBakery(tx, bakeryId);
      if (!bakery || !bakery.isPublic) throw notFound(CLAIM_MESSAGES.notFound);
      if (bakery.proprietaireId === userId) return accepted(bakery);
      if (bakery.proprietaireId !== null || !(await repository.takeListing(tx, bakeryId, userId))) throw alreadyClaimed();
      await repository.insertImmediateClaim(tx, { bakeryId, accountId: userId, siren, companyName: null, companyAddress: null });
      await writeAudit(
        tx,
        { id: userId, email: claimant.email },
        {
          action: 'claim',
          entityType: 'bakery',
          entityId: bakeryId,
          before: { proprietaire_id: null },
          after: { proprietaire_id: userId, siren, par: 'siret' },
        },
      );
      return accepted(bakery);
    });
  }

  const company = await companyOf(ctx, siren);
  await ctx.db.transaction(async (tx) => {
    const bakery = await repository.lockBakery(tx, bakeryId);
    if (!bakery || !bakery.isPublic) throw notFound(CLAIM_MESSAGES.notFound);
    if (bakery.proprietaireId !== null) throw alreadyClaimed();
    const claimId = await repository.insertPendingClaim(tx, { bakeryId, accountId: userId, siren, ...company });
    // Asking again is the same claim: no second row, no second mail.
    if (claimId === undefined) return;
    await enqueueMail(
      tx,
      claimPendingStaffMail(ctx.config.appUrl, ctx.config.staffEmail, {
        claimant,
        bakery: { id: bakery.id, nom: bakery.nom },
        siren,
        companyName: company.companyName,
      }),
    );
    await enqueueMail(tx, claimReceivedMail(ctx.config.appUrl, claimant, { id: bakery.id, nom: bakery.nom }));
  });
  return { status: 202, body: { message: CLAIM_MESSAGES.pending } };
}

function accepted(bakery: { id: number; nom: string }): ClaimResult {
  return { status: 200, body: { id: bakery.id, nom: bakery.nom, message: CLAIM_MESSAGES.claimed } };
}
