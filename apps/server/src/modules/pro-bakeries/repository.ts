// SQL of the professional bakery screens. Reads join the manager's e-mail (responsable_obj) and
// nothing else of any user: the owner's e-mail and SIREN never leave through these queries.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries, bakeryImages, campaignImages, campaigns, ownerManagers, users } from '../../db/schema/index.js';
import { stateColumns } from '../bakeries/repository.js';

export type BakeryInsert = typeof bakeries.$inferInsert;
export type BakeryImageRow = typeof bakeryImages.$inferSelect;

const proColumns = {
  id: bakeries.id,
  nom: bakeries.nom,
  adressePostale: bakeries.adressePostale,
  ville: bakeries.ville,
  codePostalBoulangerie: bakeries.codePostalBoulangerie,
  telephoneBoulangerie: bakeries.telephoneBoulangerie,
  latitude: bakeries.latitude,
  longitude: bakeries.longitude,
  positionApproximative: bakeries.positionApproximative,
  descriptionCourte: bakeries.descriptionCourte,
  presentation: bakeries.presentation,
  motduboulanger: bakeries.motduboulanger,
  imageLogoMain: bakeries.imageLogoMain,
  publicite: bakeries.publicite,
  ...stateColumns,
  ouverturePain: bakeries.ouverturePain,
  ouvertureCafe: bakeries.ouvertureCafe,
  ouvertureCroissant: bakeries.ouvertureCroissant,
  ouvertureSandwich: bakeries.ouvertureSandwich,
  ouvertureBio: bakeries.ouvertureBio,
  proprietaireId: bakeries.proprietaireId,
  responsableId: bakeries.responsableId,
  responsableEmail: users.email,
};

export type ProBakeryRow = {
  [K in keyof typeof proColumns]: K extends 'responsableEmail'
    ? string | null
    : (typeof bakeries.$inferSelect)[K & keyof typeof bakeries.$inferSelect];
};

function selectPro(db: Db) {
  return db.select(proColumns).from(bakeries).leftJoin(users, eq(users.id, bakeries.responsableId));
}

export async function findByOwner(db: Db, ownerId: number): Promise<ProBakeryRow[]> {
  return selectPro(db).where(eq(bakeries.proprietaireId, ownerId)).orderBy(asc(bakeries.nom), asc(bakeries.id));
}

export async function findByManager(db: Db, managerId: number): Promise<ProBakeryRow[]> {
  return selectPro(db).where(eq(bakeries.responsableId, managerId)).orderBy(asc(bakeries.nom), asc(bakeries.id));
}

export async function findById(db: Db, id: number): Promise<ProBakeryRow | undefined> {
  const rows = await selectPro(db).where(eq(bakeries.id, id)).limit(1);
  return rows[0];
}

// Shop photos are read with the public side's query (bakeries/repository.ts findImages): one order everywhere.
export { findImages } from '../bakeries/repository.js';

/** Whether `managerId` accepted an invitation from `ownerId` (the only managers the owner may assign). */
export async function isOwnersManager(db: Db, ownerId: number, managerId: number): Promise<boolean> {
  const rows = await db
    .select({ managerId: ownerManagers.managerId })
    .from(ownerManagers)
    .where(and(eq(ownerManagers.ownerId, ownerId), eq(ownerManagers.managerId, managerId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertBakery(db: Db, values: BakeryInsert): Promise<number> {
  const [row] = await db.insert(bakeries).values(values).returning({ id: bakeries.id });
  return row!.id;
}

export async function updateBakery(db: Db, id: number, values: Partial<BakeryInsert>): Promise<void> {
  await db
    .update(bakeries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bakeries.id, id));
}

/** Appends photos after the existing ones. */
export async function insertImages(db: Db, bakeryId: number, names: string[], firstPosition: number): Promise<void> {
  if (names.length === 0) return;
  await db.insert(bakeryImages).values(names.map((image, index) => ({ bakeryId, image, position: firstPosition + index })));
}

/** Deletes these photos of this bakery; returns the stored names to remove from the storage. */
export async function deleteImages(db: Db, bakeryId: number, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(bakeryImages)
    .where(and(eq(bakeryImages.bakeryId, bakeryId), inArray(bakeryImages.id, ids)))
    .returning({ image: bakeryImages.image });
  return rows.map((row) => row.image);
}

/**
 * Deletes the bakery (its photos, invitations and campaigns with their images go with it; its payments and monthly
 * fees stay, migration 0003). Returns the stored files to remove, or null if it did not exist.
 */
export async function deleteBakery(db: Db, id: number): Promise<string[] | null> {
  const images = await db.select({ image: bakeryImages.image }).from(bakeryImages).where(eq(bakeryImages.bakeryId, id));
  const campaignFiles = await db
    .select({ image: campaignImages.image })
    .from(campaignImages)
    .innerJoin(campaigns, eq(campaigns.id, campaignImages.campaignId))
    .where(eq(campaigns.boulangerieId, id));
  const rows = await db.delete(bakeries).where(eq(bakeries.id, id)).returning({ logo: bakeries.imageLogoMain });
  if (rows.length === 0) return null;
  return [...(rows[0]!.logo ? [rows[0]!.logo] : []), ...images.map((row) => row.image), ...campaignFiles.map((row) => row.image)];
}

/**
 * The owner's first steps (docs/bakery-management.md, "The owner's first steps"), in one query:
 * their oldest bakery, whether any of their bakeries has an exceptional day (a closure, a special
 * day or the holiday rule) and whether one has a manager or an invitation still open.
 */
export async function readOwnerSteps(
  db: Db,
  ownerId: number,
): Promise<{ firstBakeryId: number | null; hasExceptionalDays: boolean; hasManager: boolean }> {
  const result = await db.execute(sql`
    WITH mine AS (SELECT id, responsable_id, jours_feries FROM bakeries WHERE proprietaire_id = ${ownerId})
    SELECT
      (SELECT min(id) FROM mine) AS first_bakery_id,
      (EXISTS (SELECT 1 FROM mine WHERE jours_feries IS NOT NULL)
        OR EXISTS (SELECT 1 FROM bakery_closures c JOIN mine ON mine.id = c.bakery_id)
        OR EXISTS (SELECT 1 FROM bakery_special_hours s JOIN mine ON mine.id = s.bakery_id)) AS has_exceptional_days,
      (EXISTS (SELECT 1 FROM mine WHERE responsable_id IS NOT NULL)
        OR EXISTS (
          SELECT 1 FROM manager_invitations i JOIN mine ON mine.id = i.bakery_id
          WHERE i.accepted_at IS NULL AND i.cancelled_at IS NULL AND i.expires_at > now()
        )) AS has_manager
  `);
  const [row] = (result as unknown as { rows: { first_bakery_id: number | null; has_exceptional_days: boolean; has_manager: boolean }[] })
    .rows;
  return {
    firstBakeryId: row?.first_bakery_id === null || row?.first_bakery_id === undefined ? null : Number(row.first_bakery_id),
    hasExceptionalDays: row?.has_exceptional_days === true,
    hasManager: row?.has_manager === true,
  };
}
