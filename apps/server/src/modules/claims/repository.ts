// SQL of the claims (docs/claims.md): the listing locked while it changes hands, its SIRETs, the claims
// table, the staff's page, and the way back to a listing when a claimed bakery's owner deletes their account.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  bakeries,
  bakeryClaims,
  bakeryClosures,
  bakeryImages,
  bakerySources,
  bakerySpecialHours,
  campaignImages,
  campaigns,
  managerInvitations,
  users,
  type ClaimStatus,
} from '../../db/schema/index.js';
import { isPublicBakery } from '../bakeries/repository.js';

export type LockedBakery = { id: number; nom: string; proprietaireId: number | null; isPublic: boolean };

/**
 * The bakery's row locked until the transaction ends: two claims of one listing at once are taken one after
 * the other, and the second finds the owner the first set (one listing has at most one owner).
 */
export async function lockBakery(db: Db, bakeryId: number): Promise<LockedBakery | undefined> {
  const rows = await db
    .select({ id: bakeries.id, nom: bakeries.nom, proprietaireId: bakeries.proprietaireId, isPublic: sql<boolean>`${isPublicBakery}` })
    .from(bakeries)
    .where(eq(bakeries.id, bakeryId))
    .limit(1)
    .for('update', { of: bakeries });
  return rows[0];
}

/** Whether one of the bakery's present records (not gone from its source) carries a SIRET of this SIREN. */
export async function hasSiretOfSiren(db: Db, bakeryId: number, siren: string): Promise<boolean> {
  const rows = await db
    .select({ sourceId: bakerySources.sourceId })
    .from(bakerySources)
    .where(and(eq(bakerySources.bakeryId, bakeryId), isNull(bakerySources.goneSince), sql`left(${bakerySources.siret}, 9) = ${siren}`))
    .limit(1);
  return rows.length > 0;
}

export type Claimant = {
  id: number;
  username: string;
  email: string;
  siren: string | null;
  sirenVerified: boolean;
  deletedAt: Date | null;
};

export async function findClaimant(db: Db, userId: number): Promise<Claimant | undefined> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      siren: users.siren,
      sirenVerified: users.sirenVerified,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/**
 * Gives the listing to its owner: `proprietaire_id` set only while it has none (the conditional update is the
 * second guard after the row lock), and the five flag times stamped where nobody had told them (the CHECK
 * `bakeries_owned_flags_dated`: an owner's flags are always dated). Everything imported stays as it is.
 */
export async function takeListing(db: Db, bakeryId: number, ownerId: number): Promise<boolean> {
  const rows = await db
    .update(bakeries)
    .set({
      proprietaireId: ownerId,
      disponibilitePainMaj: sql`coalesce(${bakeries.disponibilitePainMaj}, now())`,
      disponibiliteCafeMaj: sql`coalesce(${bakeries.disponibiliteCafeMaj}, now())`,
      disponibiliteCroissantMaj: sql`coalesce(${bakeries.disponibiliteCroissantMaj}, now())`,
      disponibiliteSandwichMaj: sql`coalesce(${bakeries.disponibiliteSandwichMaj}, now())`,
      disponibiliteBioMaj: sql`coalesce(${bakeries.disponibiliteBioMaj}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bakeries.id, bakeryId), isNull(bakeries.proprietaireId)))
    .returning({ id: bakeries.id });
  return rows.length > 0;
}

export type NewClaim = {
  bakeryId: number;
  accountId: number;
  siren: string;
  companyName: string | null;
  companyAddress: string | null;
};

/** A claim decided at once (the SIRET matched): nobody decided it, `decided_by` stays null. */
export async function insertImmediateClaim(db: Db, claim: NewClaim): Promise<number> {
  const [row] = await db
    .insert(bakeryClaims)
    .values({ ...claim, status: 'acceptee', decidedAt: sql`now()` })
    .returning({ id: bakeryClaims.id });
  return row!.id;
}

/** A pending claim, or nothing when the account already has one on this bakery (the partial unique index). */
export async function insertPendingClaim(db: Db, claim: NewClaim): Promise<number | undefined> {
  const rows = await db
    .insert(bakeryClaims)
    .values({ ...claim, status: 'en_attente' })
    .onConflictDoNothing({ target: [bakeryClaims.bakeryId, bakeryClaims.accountId], where: sql`${bakeryClaims.status} = 'en_attente'` })
    .returning({ id: bakeryClaims.id });
  return rows[0]?.id;
}

export type ClaimRow = typeof bakeryClaims.$inferSelect;

/** The claim locked until the transaction ends: two staff deciding at once are taken one after the other. */
export async function lockClaim(db: Db, claimId: number): Promise<ClaimRow | undefined> {
  const rows = await db.select().from(bakeryClaims).where(eq(bakeryClaims.id, claimId)).limit(1).for('update');
  return rows[0];
}

export async function decideClaim(
  db: Db,
  claimId: number,
  decision: { status: Exclude<ClaimStatus, 'en_attente'>; decidedBy: number | null; reason: string | null },
): Promise<void> {
  await db
    .update(bakeryClaims)
    .set({ status: decision.status, decidedBy: decision.decidedBy, reason: decision.reason, decidedAt: sql`now()` })
    .where(eq(bakeryClaims.id, claimId));
}

const claimColumns = {
  id: bakeryClaims.id,
  status: bakeryClaims.status,
  createdAt: bakeryClaims.createdAt,
  decidedAt: bakeryClaims.decidedAt,
  reason: bakeryClaims.reason,
  siren: bakeryClaims.siren,
  companyName: bakeryClaims.companyName,
  companyAddress: bakeryClaims.companyAddress,
  accountId: users.id,
  username: users.username,
  email: users.email,
  bakeryId: bakeries.id,
  nom: bakeries.nom,
  adressePostale: bakeries.adressePostale,
  codePostal: bakeries.codePostalBoulangerie,
  ville: bakeries.ville,
  telephone: bakeries.telephoneBoulangerie,
  siteWeb: bakeries.siteWeb,
  proprietaireId: bakeries.proprietaireId,
};

export type AdminClaimRow = Awaited<ReturnType<typeof findClaimsPage>>['rows'][number];

/** One page of claims, the pending first (oldest first: the first asked is the first answered), then the decided, newest first. */
export async function findClaimsPage(db: Db, page: { offset: number; limit: number }) {
  const [total] = await db.select({ n: count() }).from(bakeryClaims);
  const rows = await db
    .select(claimColumns)
    .from(bakeryClaims)
    .innerJoin(users, eq(users.id, bakeryClaims.accountId))
    .innerJoin(bakeries, eq(bakeries.id, bakeryClaims.bakeryId))
    .orderBy(
      sql`(${bakeryClaims.status} = 'en_attente') DESC`,
      sql`CASE WHEN ${bakeryClaims.status} = 'en_attente' THEN ${bakeryClaims.createdAt} END ASC`,
      desc(bakeryClaims.decidedAt),
      asc(bakeryClaims.id),
    )
    .offset(page.offset)
    .limit(page.limit);
  return { count: total?.n ?? 0, rows };
}

export type SourceRow = { bakeryId: number; source: 'osm' | 'sirene'; sourceId: string; siret: string | null; goneSince: Date | null };

export async function findSources(db: Db, bakeryIds: number[]): Promise<SourceRow[]> {
  if (bakeryIds.length === 0) return [];
  return db
    .select({
      bakeryId: bakerySources.bakeryId,
      source: bakerySources.source,
      sourceId: bakerySources.sourceId,
      siret: bakerySources.siret,
      goneSince: bakerySources.goneSince,
    })
    .from(bakerySources)
    .where(inArray(bakerySources.bakeryId, bakeryIds))
    .orderBy(asc(bakerySources.source), asc(bakerySources.sourceId));
}

/** The claims an account made: they go with the account (docs/claims.md, "Deleting the account"). */
export async function deleteClaimsOf(db: Db, accountId: number): Promise<void> {
  await db.delete(bakeryClaims).where(eq(bakeryClaims.accountId, accountId));
}

/** Whether the bakery has records in open data (it was a listing once, and the shop still exists there). */
export async function hasSources(db: Db, bakeryId: number): Promise<boolean> {
  const rows = await db.select({ id: bakerySources.bakeryId }).from(bakerySources).where(eq(bakerySources.bakeryId, bakeryId)).limit(1);
  return rows.length > 0;
}

/**
 * A claimed listing back to a listing (decision 019, "Claims and deletion"): what its owner added goes (manager,
 * texts, logo, photos, campaigns, calendar, invitations), what came from the sources stays (name, address, phone,
 * website, hours, position), and the flag times are null again: nobody tells its availability any more. Returns
 * the media files to remove once the transaction is committed.
 */
export async function returnToListing(db: Db, bakeryId: number): Promise<string[]> {
  const photos = await db.delete(bakeryImages).where(eq(bakeryImages.bakeryId, bakeryId)).returning({ image: bakeryImages.image });
  const campaignFiles = await db
    .select({ image: campaignImages.image })
    .from(campaignImages)
    .innerJoin(campaigns, eq(campaigns.id, campaignImages.campaignId))
    .where(eq(campaigns.boulangerieId, bakeryId));
  await db.delete(campaigns).where(eq(campaigns.boulangerieId, bakeryId));
  await db.delete(bakeryClosures).where(eq(bakeryClosures.bakeryId, bakeryId));
  await db.delete(bakerySpecialHours).where(eq(bakerySpecialHours.bakeryId, bakeryId));
  await db.delete(managerInvitations).where(eq(managerInvitations.bakeryId, bakeryId));
  const [before] = await db.select({ logo: bakeries.imageLogoMain }).from(bakeries).where(eq(bakeries.id, bakeryId)).limit(1);
  await db
    .update(bakeries)
    .set({
      proprietaireId: null,
      responsableId: null,
      descriptionCourte: '',
      presentation: '',
      motduboulanger: '',
      imageLogoMain: null,
      publicite: false,
      disponibilitePainMaj: null,
      disponibiliteCafeMaj: null,
      disponibiliteCroissantMaj: null,
      disponibiliteSandwichMaj: null,
      disponibiliteBioMaj: null,
      updatedAt: sql`now()`,
    })
    .where(eq(bakeries.id, bakeryId));
  return [...(before?.logo ? [before.logo] : []), ...photos.map((row) => row.image), ...campaignFiles.map((row) => row.image)];
}
