// Bakeries as staff see them (docs/back-office.md, "Users and bakeries"): search, owner, and
// whether visitors see the bakery (not while its owner is suspended or its listings hidden). Read-only: moderation acts on
// the owner's account (users/service.ts).
import type { TAdminBakery, TAdminList, TAdminListQuery } from '@fournil/shared';
import type { Db } from '../../../db/client.js';
import { listPage } from '../list-page.js';
import * as repository from './repository.js';

export type BakeryListQuery = TAdminListQuery & { sort: string };

function toAdminBakery(row: repository.AdminBakeryRow): TAdminBakery {
  const isSuspended = row.ownerSuspendedAt !== null;
  return {
    id: row.id,
    nom: row.nom,
    ville: row.ville,
    code_postal_boulangerie: row.codePostalBoulangerie,
    proprietaire:
      row.ownerId === null || row.ownerEmail === null ? null : { id: row.ownerId, email: row.ownerEmail, suspended: isSuspended },
    is_public: row.hiddenAt === null && !isSuspended && row.ownerBakeriesHiddenAt === null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listBakeries(db: Db, query: BakeryListQuery): Promise<TAdminList<TAdminBakery>> {
  const { count, rows } = await repository.findBakeriesPage(db, query);
  return listPage(query, count, rows.map(toAdminBakery));
}
