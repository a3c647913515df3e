// The owner's multipart edit form (docs/bakery-management.md): texts, hours, flags, logo and photos in
// one transaction; the flags through the one writer of availability (docs/availability.md).
import {
  BAKERY_EDIT_PARTS,
  BAKERY_FIELD_MESSAGES,
  BAKERY_MAX_IMAGES,
  BAKERY_MESSAGES,
  MAX_SERIAL_ID,
  ZBakeryUpdate,
  decodeBakeryParts,
  type TProBakery,
} from '@fournil/shared';
import { z } from 'zod';
import { badRequest, fieldError, notFound } from '../../lib/errors.js';
import type { ServiceContext } from '../../service-context.js';
import { parseOrThrow } from '../../lib/zod-field-errors.js';
import { assertRoomFor } from '../account-caps/service.js';
import { flagsOf } from '../availability/columns.js';
import { writeAvailability } from '../availability/write-availability.js';
import { voidBakeryInvitations } from '../managers/service.js';
import { positionOnUpdate } from './bakery-position.js';
import {
  checkManager,
  managerChanges,
  toColumns,
  tooManyImages,
  uploadsAdded,
  type BakeryUpload,
  type ProContext,
} from './bakery-rules.js';
import { removeMediaFiles } from '../media/media-upload.js';
import { processFiles, storeFilesThenWrite } from './media-files.js';
import { getProBakery } from './read-bakeries.js';
import * as repository from './repository.js';
import type { BakeryInsert } from './repository.js';

const ZDeleteImages = z.array(z.number().int().positive().max(MAX_SERIAL_ID), { error: BAKERY_FIELD_MESSAGES.json });

function readEditParts(parts: Record<string, string>): {
  fieldParts: Record<string, string>;
  deleteLogo: boolean;
  deleteImageIds: number[];
} {
  const fieldParts: Record<string, string> = {};
  for (const [key, value] of Object.entries(parts)) if (!(BAKERY_EDIT_PARTS as readonly string[]).includes(key)) fieldParts[key] = value;

  const rawDeleteLogo = parts.delete_logo;
  if (rawDeleteLogo !== undefined && rawDeleteLogo !== 'true' && rawDeleteLogo !== 'false')
    throw fieldError('delete_logo', BAKERY_FIELD_MESSAGES.boolean);

  let deleteImageIds: number[] = [];
  if (parts.delete_images !== undefined && parts.delete_images.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(parts.delete_images);
    } catch {
      throw fieldError('delete_images', BAKERY_FIELD_MESSAGES.json);
    }
    const parsed = ZDeleteImages.safeParse(json);
    if (!parsed.success) throw fieldError('delete_images', BAKERY_FIELD_MESSAGES.json);
    deleteImageIds = [...new Set(parsed.data)];
  }
  return { fieldParts, deleteLogo: rawDeleteLogo === 'true', deleteImageIds };
}

/** `PATCH /api/cotepro/ma-boulangerie/{id}/` (multipart), by the bakery's owner. */
export async function updateBakery(
  ctx: ProContext & Partial<Pick<ServiceContext, 'alerts'>>,
  bakeryId: number,
  ownerId: number,
  upload: BakeryUpload,
): Promise<TProBakery> {
  const { fieldParts, deleteLogo, deleteImageIds } = readEditParts(upload.parts);
  const fields = parseOrThrow(ZBakeryUpdate, decodeBakeryParts(fieldParts));
  const columns = toColumns(fields);
  const flags = flagsOf(fields);
  const hasChange =
    Object.keys(columns).length > 0 ||
    Object.keys(flags).length > 0 ||
    deleteLogo ||
    deleteImageIds.length > 0 ||
    upload.logo !== undefined ||
    upload.images.length > 0;
  if (!hasChange) throw badRequest(BAKERY_MESSAGES.nothingToChange);

  const current = await repository.findById(ctx.db, bakeryId);
  if (!current) throw notFound(BAKERY_MESSAGES.notFound);
  await checkManager(ctx.db, ownerId, fields.responsable);
  const currentImages = await repository.findImages(ctx.db, [bakeryId]);
  const currentIds = new Set(currentImages.map((image) => image.id));
  if (deleteImageIds.some((id) => !currentIds.has(id))) throw fieldError('delete_images', BAKERY_MESSAGES.unknownImage);
  const remaining = currentImages.length - deleteImageIds.length;
  if (remaining + upload.images.length > BAKERY_MAX_IMAGES) throw tooManyImages();
  const logoChange = upload.logo ? (current.imageLogoMain ? 0 : 1) : deleteLogo && current.imageLogoMain ? -1 : 0;
  const addition = uploadsAdded(upload, upload.images.length - deleteImageIds.length + logoChange);
  await assertRoomFor(ctx.db, ownerId, addition, { lock: false });
  const files = await processFiles(upload);
  const position = await positionOnUpdate(ctx, current, fields);

  // The flags go through the one writer, in the same transaction as the rest of the form: the edit form
  // resends every flag, and its rule stamps only those whose value changes (docs/availability.md).
  const write = { bakeryId, flags, by: 'edit-form', at: ctx.now() } as const;
  const replacedFiles = await storeFilesThenWrite(ctx, files, async (stored) => {
    const { alongside } = await writeAvailability(ctx, [write], async (tx) => {
      await assertRoomFor(tx, ownerId, addition, { lock: true });
      const values: Partial<BakeryInsert> = { ...columns, ...position };
      if (stored.logo) values.imageLogoMain = stored.logo;
      else if (deleteLogo) values.imageLogoMain = null;
      await repository.updateBakery(tx, bakeryId, values);
      if (managerChanges(current.responsableId, fields.responsable)) await voidBakeryInvitations(tx, bakeryId);
      const removedImages = await repository.deleteImages(tx, bakeryId, deleteImageIds);
      const lastPosition = Math.max(
        -1,
        ...currentImages.filter((image) => !deleteImageIds.includes(image.id)).map((image) => image.position),
      );
      await repository.insertImages(tx, bakeryId, stored.images, lastPosition + 1);
      const oldLogo = (stored.logo || deleteLogo) && current.imageLogoMain ? [current.imageLogoMain] : [];
      return [...oldLogo, ...removedImages];
    });
    return alongside;
  });
  // Old files go only once the new state is committed.
  await removeMediaFiles(ctx, replacedFiles);
  return getProBakery(ctx, bakeryId);
}
