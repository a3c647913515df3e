// Favourites of an account (docs/favourites.md): add, remove, list, and the merge of the browser's
// list at login. Only published bakeries count; the list holds at most FAVOURITES_MAX.
import { FAVOURITES_MAX, FAVOURITES_MESSAGES, type TFavouriteIds } from '@fournil/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import * as repository from './repository.js';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

export async function listFavourites(ctx: Pick<ServiceContext, 'db'>, userId: number): Promise<TFavouriteIds> {
  return { ids: (await repository.listIds(ctx.db, userId)).slice(0, FAVOURITES_MAX) };
}

/** `PUT /api/favoris/{id}/`: idempotent; 404 for a bakery not published, 400 past the cap. */
export async function addFavourite(ctx: Ctx, userId: number, bakeryId: number): Promise<TFavouriteIds> {
  const current = await repository.listIds(ctx.db, userId);
  if (current.includes(bakeryId)) return { ids: current };
  if (!(await repository.publishedAmong(ctx.db, [bakeryId])).has(bakeryId)) throw notFound(FAVOURITES_MESSAGES.unknownBakery);
  if (current.length >= FAVOURITES_MAX) throw badRequest(FAVOURITES_MESSAGES.tooMany);
  await repository.add(ctx.db, userId, [bakeryId], ctx.now());
  return listFavourites(ctx, userId);
}

/** `DELETE /api/favoris/{id}/`: idempotent. */
export async function removeFavourite(ctx: Ctx, userId: number, bakeryId: number): Promise<TFavouriteIds> {
  await repository.remove(ctx.db, userId, bakeryId);
  return listFavourites(ctx, userId);
}

/**
 * `POST /api/favoris/fusion/`: the account keeps its own favourites first, then the browser's new
 * ones in the browser's order; bakeries unknown or not published are dropped without a word, and
 * the whole stops at FAVOURITES_MAX.
 */
export async function mergeFavourites(ctx: Ctx, userId: number, browserIds: readonly number[]): Promise<TFavouriteIds> {
  const current = await repository.listIds(ctx.db, userId);
  const known = new Set(current);
  const candidates = [...new Set(browserIds)].filter((id) => !known.has(id));
  const published = await repository.publishedAmong(ctx.db, candidates);
  const room = Math.max(0, FAVOURITES_MAX - current.length);
  const added = candidates.filter((id) => published.has(id)).slice(0, room);
  // Listed most recent first: the browser's ones go after the account's, so they are older.
  const oldest = await oldestTime(ctx, userId, current);
  await repository.add(ctx.db, userId, added, new Date(oldest.getTime() - 1));
  return { ids: [...current, ...added] };
}

/** Just before the account's oldest favourite (or now when it has none). */
async function oldestTime(ctx: Ctx, userId: number, current: readonly number[]): Promise<Date> {
  if (current.length === 0) return ctx.now();
  const rows = await repository.listForExport(ctx.db, userId);
  const times = rows.map((row) => new Date(row.createdAt).getTime());
  return new Date(Math.min(...times));
}

/** The favourites part of the data export (docs/privacy.md, "Export"). */
export async function exportFavourites(ctx: Pick<ServiceContext, 'db'>, userId: number) {
  const rows = await repository.listForExport(ctx.db, userId);
  return rows.map((row) => ({ boulangerie: { id: row.id, nom: row.nom }, ajoute_le: new Date(row.createdAt).toISOString() }));
}
