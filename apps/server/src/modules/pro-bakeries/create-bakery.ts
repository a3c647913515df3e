// Creating a bakery from the owner's multipart form (docs/bakery-management.md).
import { BAKERY_MAX_IMAGES, ZBakeryCreate, decodeBakeryParts, type TProBakery } from '@fournil/shared';
import { parseOrThrow } from '../../lib/zod-field-errors.js';
import { assertRoomFor } from '../account-caps/service.js';
import { flagColumns, flagsOf } from '../availability/columns.js';
import { positionOnCreate } from './bakery-position.js';
import {
  checkManager,
  creationDefaults,
  toColumns,
  tooManyImages,
  uploadsAdded,
  type BakeryUpload,
  type ProContext,
} from './bakery-rules.js';
import { processFiles, storeFilesThenWrite } from './media-files.js';
import { getProBakery } from './read-bakeries.js';
import * as repository from './repository.js';
import type { BakeryInsert } from './repository.js';

/** `POST /api/cotepro/mes-boulangeries/` (multipart). */
export async function createBakery(ctx: ProContext, ownerId: number, upload: BakeryUpload): Promise<TProBakery> {
  const fields = parseOrThrow(ZBakeryCreate, { ...creationDefaults(), ...decodeBakeryParts(upload.parts) });
  await checkManager(ctx.db, ownerId, fields.responsable);
  if (upload.images.length > BAKERY_MAX_IMAGES) throw tooManyImages();
  const addition = { bakeries: 1, ...uploadsAdded(upload, (upload.logo ? 1 : 0) + upload.images.length) };
  await assertRoomFor(ctx.db, ownerId, addition, { lock: false });
  const files = await processFiles(upload);
  // A new row's flags get its insert time (docs/availability.md, "Freshness"); no alert can exist for it yet.
  const columns = { ...(toColumns(fields) as BakeryInsert), ...flagColumns(flagsOf(fields)), ...(await positionOnCreate(ctx, fields)) };

  const id = await storeFilesThenWrite(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
      // Again under the owner's row lock: two creations at once cannot pass a cap together.
      await assertRoomFor(tx, ownerId, addition, { lock: true });
      const bakeryId = await repository.insertBakery(tx, {
        ...columns,
        proprietaireId: ownerId,
        imageLogoMain: stored.logo ?? null,
      });
      await repository.insertImages(tx, bakeryId, stored.images, 0);
      return bakeryId;
    }),
  );
  return getProBakery(ctx, id);
}
