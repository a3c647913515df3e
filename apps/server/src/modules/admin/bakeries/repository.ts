// SQL of the bakeries as staff see them: every bakery, public or not, with its owner's e-mail and
// suspension (a bakery is public unless hidden itself, or its owner is suspended or its listings hidden
// during a SIREN dispute: bakeries/repository.ts isPublicBakery). Listings have no owner: the owner is
// a left join (docs/decisions/019-bakeries-without-an-owner.md).
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bakeries, users } from '../../../db/schema/index.js';
import { pageLimits, type PageRequest } from '../list-page.js';
import { containsAny, countAll, sortOrder } from '../repository.js';

const adminBakeryColumns = {
  id: bakeries.id,
  nom: bakeries.nom,
  ville: bakeries.ville,
  codePostalBoulangerie: bakeries.codePostalBoulangerie,
  createdAt: bakeries.createdAt,
  hiddenAt: bakeries.hiddenAt,
  ownerId: users.id,
  ownerEmail: users.email,
  ownerSuspendedAt: users.suspendedAt,
  ownerBakeriesHiddenAt: users.bakeriesHiddenAt,
};

export type AdminBakeryRow = {
  id: number;
  nom: string;
  ville: string;
  codePostalBoulangerie: string;
  createdAt: Date;
  hiddenAt: Date | null;
  ownerId: number | null;
  ownerEmail: string | null;
  ownerSuspendedAt: Date | null;
  ownerBakeriesHiddenAt: Date | null;
};

const sortColumns = { nom: bakeries.nom, ville: bakeries.ville, created_at: bakeries.createdAt };

export async function findBakeriesPage(
  db: Db,
  query: PageRequest & { q?: string | undefined; sort: string },
): Promise<{ count: number; rows: AdminBakeryRow[] }> {
  const where = containsAny(query.q, [bakeries.nom, bakeries.ville, bakeries.codePostalBoulangerie, users.email]);
  const [total] = await db.select({ n: countAll }).from(bakeries).leftJoin(users, eq(users.id, bakeries.proprietaireId)).where(where);
  const { limit, offset } = pageLimits(query);
  const rows = await db
    .select(adminBakeryColumns)
    .from(bakeries)
    .leftJoin(users, eq(users.id, bakeries.proprietaireId))
    .where(where)
    .orderBy(...sortOrder(query.sort, sortColumns, bakeries.id))
    .limit(limit)
    .offset(offset);
  return { count: total?.n ?? 0, rows };
}
