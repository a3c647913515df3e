// The staff's side of claims (docs/claims.md, "Staff"): the list, pending first, with the listing's facts and
// sources, the account and the SIREN's company; accepting gives the listing to the claimant (unless it got an
// owner meanwhile: 409), refusing tells them why. Both are audited and mailed in the decision's transaction.
import { CLAIM_MESSAGES, type TAdminClaim, type TAdminList, type TClaimDecision } from '@fournil/shared';
import { AppError, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { assertRoomFor } from '../account-caps/service.js';
import { writeAudit, type AuditActor } from '../audit/audit.js';
import { enqueueMail } from '../mail/outbox.js';
import { claimAcceptedMail, claimRefusedMail } from './mails.js';
import * as repository from './repository.js';

type StaffContext = Pick<ServiceContext, 'db' | 'config'>;

export async function listClaims(
  ctx: Pick<ServiceContext, 'db'>,
  query: { page: number; page_size: number },
): Promise<TAdminList<TAdminClaim>> {
  const { count, rows } = await repository.findClaimsPage(ctx.db, { offset: (query.page - 1) * query.page_size, limit: query.page_size });
  const sources = await repository.findSources(ctx.db, [...new Set(rows.map((row) => row.bakeryId))]);
  const results = rows.map((row): TAdminClaim => ({
    id: row.id,
    statut: row.status,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    motif: row.reason,
    siren: row.siren,
    entreprise: { nom: row.companyName, adresse: row.companyAddress },
    compte: { id: row.accountId, username: row.username, email: row.email },
    boulangerie: {
      id: row.bakeryId,
      nom: row.nom,
      adresse_postale: row.adressePostale,
      code_postal_boulangerie: row.codePostal,
      ville: row.ville,
      telephone_boulangerie: row.telephone,
      site_web: row.siteWeb,
      revendiquee: row.proprietaireId !== null,
      sources: sources
        .filter((source) => source.bakeryId === row.bakeryId)
        .map((source) => ({ source: source.source, source_id: source.sourceId, siret: source.siret, disparue: source.goneSince !== null })),
    },
  }));
  return { count, page: query.page, page_size: query.page_size, results };
}

/** The pending claim, locked; 404 unknown, 409 already decided. */
async function pendingClaim(ctx: StaffContext, claimId: number) {
  const claim = await repository.lockClaim(ctx.db, claimId);
  if (!claim) throw notFound(CLAIM_MESSAGES.staffNotFound);
  if (claim.status !== 'en_attente') throw new AppError('conflict', CLAIM_MESSAGES.staffAlreadyDecided);
  return claim;
}

export async function acceptClaim(ctx: StaffContext, actor: AuditActor & { id: number }, claimId: number): Promise<TClaimDecision> {
  await ctx.db.transaction(async (tx) => {
    const claim = await pendingClaim({ ...ctx, db: tx }, claimId);
    const claimant = await repository.findClaimant(tx, claim.accountId);
    if (!claimant || claimant.deletedAt || !claimant.sirenVerified || claimant.siren !== claim.siren) {
      throw new AppError('conflict', CLAIM_MESSAGES.staffClaimantWithoutSiren);
    }
    await assertRoomFor(tx, claimant.id, { bakeries: 1, uploads: 0, uploadField: 'image_logo_main' }, { lock: true });
    const bakery = await repository.lockBakery(tx, claim.bakeryId);
    if (!bakery) throw notFound(CLAIM_MESSAGES.staffNotFound);
    if (bakery.proprietaireId !== null || !(await repository.takeListing(tx, bakery.id, claimant.id))) {
      throw new AppError('conflict', CLAIM_MESSAGES.staffBakeryClaimed);
    }
    await repository.decideClaim(tx, claimId, { status: 'acceptee', decidedBy: actor.id, reason: null });
    await writeAudit(tx, actor, {
      action: 'accept_claim',
      entityType: 'bakery_claim',
      entityId: claimId,
      before: { statut: 'en_attente', boulangerie: bakery.id, proprietaire_id: null },
      after: { statut: 'acceptee', boulangerie: bakery.id, proprietaire_id: claimant.id },
    });
    await enqueueMail(tx, claimAcceptedMail(ctx.config.appUrl, claimant, bakery));
  });
  return { detail: CLAIM_MESSAGES.accepted };
}

export async function refuseClaim(
  ctx: StaffContext,
  actor: AuditActor & { id: number },
  claimId: number,
  reason: string | undefined,
): Promise<TClaimDecision> {
  await ctx.db.transaction(async (tx) => {
    const claim = await pendingClaim({ ...ctx, db: tx }, claimId);
    const claimant = await repository.findClaimant(tx, claim.accountId);
    const bakery = await repository.lockBakery(tx, claim.bakeryId);
    await repository.decideClaim(tx, claimId, { status: 'refusee', decidedBy: actor.id, reason: reason ?? null });
    await writeAudit(tx, actor, {
      action: 'refuse_claim',
      entityType: 'bakery_claim',
      entityId: claimId,
      before: { statut: 'en_attente' },
      after: { statut: 'refusee', motif: reason ?? null },
    });
    if (claimant && bakery) await enqueueMail(tx, claimRefusedMail(ctx.config.appUrl, claimant, bakery, reason ?? null));
  });
  return { detail: CLAIM_MESSAGES.refused };
}
