// The JSON patches of a bakery (docs/bakery-management.md, "Requests"): one availability flag (owner or
// manager), the manager, or the opening defaults.
import { AVAILABILITY_FIELDS, BAKERY_MESSAGES, type TAvailabilityPatch, type TBakeryJsonPatch, type TProBakery } from '@fournil/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { parseOrThrow, unknownFieldError } from '../../lib/zod-field-errors.js';
import { AVAILABILITY_COLUMNS, flagsOf } from '../availability/columns.js';
import { writeAvailability } from '../availability/write-availability.js';
import { voidBakeryInvitations } from '../managers/service.js';
import { checkManager, managerChanges } from './bakery-rules.js';
import { getProBakery } from './read-bakeries.js';
import * as repository from './repository.js';
import type { BakeryInsert } from './repository.js';

/** A JSON patch changes one thing (docs/bakery-management.md, "Requests"): one flag, or the manager. */
export const ONE_CHANGE_AT_A_TIME = 'Une seule modification à la fois.';

/**
 * Reads a one-field JSON patch with a French message on the field itself: the union schemas
 * (ZBakeryJsonPatch, ZAvailabilityPatch) alone would only say the body matches no branch.
 */
export function readSingleFieldPatch<S extends z.ZodType>(schema: S, allowed: readonly string[], body: unknown): z.infer<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest(BAKERY_MESSAGES.nothingToChange);
  const keys = Object.keys(body);
  const unknown = keys.filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw unknownFieldError(unknown[0]!);
  if (keys.length === 0) throw badRequest(BAKERY_MESSAGES.nothingToChange);
  if (keys.length > 1) throw badRequest(ONE_CHANGE_AT_A_TIME);
  // The union's branch for this key gives its own message (e.g. `Valeur invalide : true ou false.`).
  const branches = (schema as unknown as { options?: z.ZodType[] }).options ?? [schema];
  const branch = branches.find((option) => keys[0]! in ((option as unknown as { shape?: object }).shape ?? {}));
  return parseOrThrow(branch ?? schema, body) as z.infer<S>;
}

/** `PATCH /api/cotepro/ma-boulangerie/{id}/` (JSON): one availability flag, `{responsable}`, `{disponibilites_ouverture}` or `{position}`. */
export async function patchBakeryJson(
  ctx: Pick<ServiceContext, 'db' | 'now'> & Partial<Pick<ServiceContext, 'alerts'>>,
  bakeryId: number,
  ownerId: number,
  patch: TBakeryJsonPatch,
): Promise<TProBakery> {
  if ('responsable' in patch) {
    await checkManager(ctx.db, ownerId, patch.responsable);
    const current = await repository.findById(ctx.db, bakeryId);
    if (!current) throw notFound(BAKERY_MESSAGES.notFound);
    await ctx.db.transaction(async (tx) => {
      await repository.updateBakery(tx, bakeryId, { responsableId: patch.responsable });
      if (managerChanges(current.responsableId, patch.responsable)) await voidBakeryInvitations(tx, bakeryId);
    });
    return getProBakery(ctx, bakeryId);
  }
  if ('position' in patch) {
    // The owner's own pin, moved or confirmed where it was: exact from now on, so the bakery goes public.
    const { latitude, longitude } = patch.position;
    await repository.updateBakery(ctx.db, bakeryId, { latitude, longitude, positionApproximative: false });
    return getProBakery(ctx, bakeryId);
  }
  if ('disponibilites_ouverture' in patch) {
    const defaults = patch.disponibilites_ouverture;
    const values: Partial<BakeryInsert> = {};
    for (const field of AVAILABILITY_FIELDS) values[AVAILABILITY_COLUMNS[field].ouverture] = defaults[field];
    await repository.updateBakery(ctx.db, bakeryId, values);
    return getProBakery(ctx, bakeryId);
  }
  return patchAvailability(ctx, bakeryId, patch);
}

/**
 * One availability flag, by the owner (`PATCH …/ma-boulangerie/{id}/`) or the bakery's manager
 * (`PATCH …/ma-boulangerie-responsable/{id}/`), through the one writer: it stamps the time, the live
 * feed learns it, bread back tells the alerts (modules/availability/write-availability.ts).
 */
export async function patchAvailability(
  ctx: Pick<ServiceContext, 'db' | 'now'> & Partial<Pick<ServiceContext, 'alerts'>>,
  bakeryId: number,
  patch: TAvailabilityPatch,
): Promise<TProBakery> {
  const flags = flagsOf(patch);
  if (Object.keys(flags).length === 0) throw badRequest(BAKERY_MESSAGES.nothingToChange);
  await writeAvailability(ctx, [{ bakeryId, flags, by: 'toggle', at: ctx.now() }]);
  return getProBakery(ctx, bakeryId);
}
