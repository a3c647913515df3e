// Deleting a bakery (docs/bakery-management.md): money records stay, its media files go.
import { BAKERY_MESSAGES } from '@fournil/shared';
import { notFound } from '../../lib/errors.js';
import type { ProContext } from './bakery-rules.js';
import { removeMediaFiles } from '../media/media-upload.js';
import * as repository from './repository.js';

/** `DELETE /api/cotepro/ma-boulangerie/{id}/`: money records stay (docs/bakery-management.md). */
export async function deleteBakery(ctx: ProContext, bakeryId: number): Promise<void> {
  const files = await ctx.db.transaction((tx) => repository.deleteBakery(tx, bakeryId));
  if (files === null) throw notFound(BAKERY_MESSAGES.notFound);
  await removeMediaFiles(ctx, files);
}
