// A campaign's images (docs/advertising.md, "Images"): added all or nothing within the campaign's
// and the account's caps, through the one media-upload helper (modules/media/media-upload.ts).
import { CAMPAIGN_MAX_IMAGES, CAMPAIGN_MESSAGES, type TCampaign } from '@fournil/shared';
import { fieldError, notFound } from '../../lib/errors.js';
import type { ProcessedImage } from '../../lib/image-upload.js';
import { processImages as processCheckedImages, removeMediaFiles, storeThenWrite } from '../media/media-upload.js';
import { assertRoomFor, type CapAddition } from '../account-caps/service.js';
import { type AdContext, assertOwner, getCampaign, assertNotEnded } from './campaign-reads.js';
import * as repository from './repository.js';

/**
 * Type read from the bytes, re-encoded without metadata (modules/media/media-upload.ts); a wrong type gets the
 * advertising uploader's own word for it (docs/advertising.md, "Images").
 */
export function processImages(images: Buffer[]): Promise<ProcessedImage[]> {
  return processCheckedImages(
    images.map((data) => ({ data, kind: 'photo' as const, field: 'image' })),
    CAMPAIGN_MESSAGES.unsupportedFile,
  );
}

/** A campaign's images count against its owner's cap (docs/bakery-management.md, "Caps per account"). */
export function imagesAdded(images: Buffer[]): CapAddition {
  return { uploads: images.length, uploadField: 'image' };
}

/** `POST …/{id}/images/` multipart `image` parts: at most 5 images per campaign, all or nothing. */
export async function addImages(ctx: AdContext, ownerId: number, id: number, images: Buffer[]): Promise<TCampaign> {
  if (images.length === 0) throw fieldError('image', 'Aucun fichier sélectionné');
  assertNotEnded(await assertOwner(ctx.db, ownerId, id), ctx.now());
  const current = await repository.findCampaignImages(ctx.db, [id]);
  if (current.length + images.length > CAMPAIGN_MAX_IMAGES) throw fieldError('image', CAMPAIGN_MESSAGES.tooManyImages);
  const addition = imagesAdded(images);
  await assertRoomFor(ctx.db, ownerId, addition, { lock: false });
  const files = await processImages(images);
  await storeThenWrite(ctx, files, (names) =>
    ctx.db.transaction(async (tx) => {
      // Checked again under row locks, the owner's first (as every capped write takes them): two
      // uploads at once cannot pass 5 per campaign, nor the account's cap, together.
      await assertRoomFor(tx, ownerId, addition, { lock: true });
      if (!(await repository.lockCampaign(tx, id))) throw notFound(CAMPAIGN_MESSAGES.notFound);
      const locked = await repository.findCampaignImages(tx, [id]);
      if (locked.length + names.length > CAMPAIGN_MAX_IMAGES) throw fieldError('image', CAMPAIGN_MESSAGES.tooManyImages);
      const lastPosition = Math.max(-1, ...locked.map((image) => image.position));
      await repository.insertCampaignImages(tx, id, names, lastPosition + 1);
    }),
  );
  return getCampaign(ctx, ownerId, id);
}

/** `DELETE …/{id}/images/{imageId}/supprimer/`. */
export async function deleteImage(ctx: AdContext, ownerId: number, id: number, imageId: number): Promise<TCampaign> {
  await assertOwner(ctx.db, ownerId, id);
  const file = await repository.deleteCampaignImage(ctx.db, id, imageId);
  if (file === undefined) throw notFound(CAMPAIGN_MESSAGES.unknownImage);
  await removeMediaFiles(ctx, [file]);
  return getCampaign(ctx, ownerId, id);
}
