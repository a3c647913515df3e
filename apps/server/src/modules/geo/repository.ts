// Bakery names for the address field's suggestions (docs/nearby-search.md, "Suggestions").
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bakeries } from '../../db/schema/index.js';
import { distanceKm, isPublicBakery } from '../bakeries/repository.js';

/** Accented letters and their plain form, upper and lower case: lower() leaves non-ASCII letters alone in a C locale. */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy';

/** 'Pâtisserie  Éloïse' → 'patisserie  eloise': the form both the query and the names are compared in. */
export function foldName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const foldedName = sql<string>`lower(translate(${bakeries.nom}, ${ACCENTED}, ${PLAIN}))`;

/** LIKE's own characters are matched as themselves. */
function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export type BakeryNameRow = { id: number; nom: string; ville: string; codePostalBoulangerie: string };

/**
 * Placed public bakeries whose name contains `query` (accents and case aside). Around a position, those
 * within the radius first, nearest first; then names starting with the query, then alphabetically. No
 * index serves a 'contains' match: every placed name is read.
 */
export async function findBakeriesByName(
  db: Db,
  query: string,
  limit: number,
  around?: { lat: number; lng: number; rayonKm: number },
): Promise<BakeryNameRow[]> {
  const folded = likeEscape(foldName(query));
  const distance = around ? distanceKm(around) : null;
  const nearFirst =
    around && distance
      ? [
          sql`${distance} <= ${around.rayonKm}::float8 DESC`,
          sql`CASE WHEN ${distance} <= ${around.rayonKm}::float8 THEN ${distance} END ASC`,
        ]
      : [];
  return db
    .select({ id: bakeries.id, nom: bakeries.nom, ville: bakeries.ville, codePostalBoulangerie: bakeries.codePostalBoulangerie })
    .from(bakeries)
    .where(and(isNotNull(bakeries.latitude), isNotNull(bakeries.longitude), isPublicBakery, sql`${foldedName} LIKE ${`%${folded}%`}`))
    .orderBy(...nearFirst, sql`${foldedName} LIKE ${`${folded}%`} DESC`, asc(bakeries.nom), asc(bakeries.id))
    .limit(limit);
}
