// The one role guard of the professional area (docs/bakery-management.md, "Who may do what").
// app.authenticate runs first for the whole area (plugin.ts); these checks then read the
// user and the bakery fresh from the database on every request, so a SIREN edit or a removed
// manager takes effect at once.
import { BAKERY_MESSAGES } from '@fournil/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth.js';
import { findBakeryPeople } from './repository.js';

export type BakeryRole = 'owner' | 'manager';

/**
 * preHandler: 403 unless the signed-in user's SIREN is verified. `request.user` was loaded from
 * the users row by app.authenticate for this very request, so editing the SIREN (which resets
 * the verification) locks the area on the next call.
 */
export async function requireVerifiedOwner(request: FastifyRequest): Promise<void> {
  const user = currentUser(request);
  if (!user.sirenVerified) throw new AppError('forbidden', BAKERY_MESSAGES.sirenRequired);
}

/**
 * The user's role on one bakery, if it is among `allowed`: 404 for an unknown bakery, 403
 * `Non autorisé` otherwise. An owner who is also the bakery's manager counts as owner. A listing
 * (no owner, no manager) is nobody's: 403 for everyone, as another owner's bakery is
 * (docs/decisions/019-bakeries-without-an-owner.md).
 */
export async function assertBakeryRole(db: Db, userId: number, bakeryId: number, allowed: readonly BakeryRole[]): Promise<BakeryRole> {
  const bakery = await findBakeryPeople(db, bakeryId);
  if (!bakery) throw notFound(BAKERY_MESSAGES.notFound);
  if (bakery.proprietaireId === userId && allowed.includes('owner')) return 'owner';
  if (bakery.responsableId === userId && allowed.includes('manager')) return 'manager';
  throw forbidden(BAKERY_MESSAGES.notAuthorized);
}

/**
 * preHandler for `/…/:id/` routes: the user must hold one of `allowed` on bakery `params.id`.
 * Acting as the owner always needs a verified SIREN, whichever endpoint is used, so editing the
 * SIREN locks every owner power at once; a manager needs no SIREN.
 */
export function requireBakeryRole(allowed: readonly BakeryRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    const { id } = request.params as { id: number };
    const role = await assertBakeryRole(request.server.db.db, user.id, id, allowed);
    if (role === 'owner') await requireVerifiedOwner(request);
  };
}
