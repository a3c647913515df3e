// Business rules of the professional bakery screens (roles: docs/accounts.md, "Roles"). Who may call
// what is checked before these functions run (modules/pro-area/guard.ts); the rules themselves are in
// docs/bakery-management.md.
import {
  AVAILABILITY_FIELDS,
  BAKERY_EDIT_PARTS,
  BAKERY_FIELD_MESSAGES,
  BAKERY_MAX_IMAGES,
  BAKERY_MESSAGES,
  MAX_SERIAL_ID,
  ZBakeryCreate,
  ZBakeryUpdate,
  decodeBakeryParts,
  emptyBakeryFields,
  type TAvailabilityField,
  type TAvailabilityPatch,
  type TBakeryFields,
  type TBakeryJsonPatch,
  type TAccountCaps,
  type TBakeryUpdate,
  type TProBakery,
} from '@fournil/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, fieldError, notFound, type AppError } from '../../lib/errors.js';
import type { ProcessedImage } from '../../lib/image-upload.js';
import { processImages, removeMediaFiles, storeThenWrite } from '../../lib/media-upload.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { parseOrThrow, unknownFieldError } from '../../lib/zod-field-errors.js';
import { assertRoomFor, readAccountCaps, type CapAddition } from '../account-caps/service.js';
import { AVAILABILITY_COLUMNS, availabilityStamps } from '../bakeries/repository.js';
import { toPublicBakery } from '../bakeries/service.js';
import { findPublicCalendarEntries, type CalendarEntries } from '../bakery-calendar/service.js';
import { voidBakeryInvitations } from '../managers/service.js';
import { locateBakery, type BakeryPosition } from './locate-bakery.js';
import * as repository from './repository.js';
import type { BakeryInsert, ProBakeryRow } from './repository.js';

/** What the writing operations use: the database, the media storage, the request's logger. */
type ProContext = Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>;

/** A multipart create or edit request, as the route read it: text parts and file contents. */
export type BakeryUpload = { parts: Record<string, string>; logo: Buffer | undefined; images: Buffer[] };

// ---------------------------------------------------------------- reading

function toProBakery(row: ProBakeryRow, images: repository.BakeryImageRow[], calendar: CalendarEntries | undefined): TProBakery {
  return {
    // The calendar as the public page shows it (next 60 days); the full list is GET …/fermetures/.
    ...toPublicBakery(row, images, calendar),
    publicite: row.publicite,
    proprietaire: { id: row.proprietaireId },
    responsable: row.responsableId === null ? null : { id: row.responsableId },
    // Only the manager's e-mail, which the owner and the manager both already know
    // (docs/bakery-management.md, "Who may do what").
    responsable_obj: row.responsableEmail === null ? null : { email: row.responsableEmail },
    position_approximative: row.positionApproximative,
    disponibilites_ouverture: {
      disponibilite_pain: row.ouverturePain,
      disponibilite_cafe: row.ouvertureCafe,
      disponibilite_croissant: row.ouvertureCroissant,
      disponibilite_sandwich: row.ouvertureSandwich,
      disponibilite_bio: row.ouvertureBio,
    },
  };
}

async function withImages(db: Db, rows: ProBakeryRow[]): Promise<TProBakery[]> {
  const ids = rows.map((row) => row.id);
  const [images, calendars] = await Promise.all([repository.findImages(db, ids), findPublicCalendarEntries(db, ids, new Date())]);
  return rows.map((row) =>
    toProBakery(
      row,
      images.filter((image) => image.bakeryId === row.id),
      calendars.get(row.id),
    ),
  );
}

/** `GET /api/cotepro/mes-boulangeries/`. */
export async function listOwned({ db }: Pick<ServiceContext, 'db'>, ownerId: number): Promise<TProBakery[]> {
  return withImages(db, await repository.findByOwner(db, ownerId));
}

/** `GET /api/cotepro/mes-boulangeries-responsable/`. */
export async function listManaged({ db }: Pick<ServiceContext, 'db'>, managerId: number): Promise<TProBakery[]> {
  return withImages(db, await repository.findByManager(db, managerId));
}

/** One bakery, once the caller's role on it was checked. */
export async function getProBakery({ db }: Pick<ServiceContext, 'db'>, id: number): Promise<TProBakery> {
  const row = await repository.findById(db, id);
  if (!row) throw notFound(BAKERY_MESSAGES.notFound);
  const [images, calendars] = await Promise.all([repository.findImages(db, [id]), findPublicCalendarEntries(db, [id], new Date())]);
  return toProBakery(row, images, calendars.get(id));
}

/** `GET /api/cotepro/mes-limites/`: the owner's bakeries and stored images against their caps (docs/bakery-management.md, "Caps per account"). */
export async function readOwnCaps({ db }: Pick<ServiceContext, 'db'>, ownerId: number): Promise<TAccountCaps> {
  const caps = await readAccountCaps(db, ownerId);
  if (!caps) throw notFound();
  return caps;
}

// ---------------------------------------------------------------- rules shared by create and edit

/** Fields a creation may leave out: the form's empty values (docs/bakery-management.md). */
function creationDefaults(): Omit<TBakeryFields, 'nom' | 'adresse_postale' | 'ville' | 'code_postal_boulangerie'> {
  const { nom: _nom, adresse_postale: _adresse, ville: _ville, code_postal_boulangerie: _codePostal, ...defaults } = emptyBakeryFields();
  return defaults;
}

function toColumns(fields: TBakeryUpdate): Partial<BakeryInsert> {
  const columns: Partial<BakeryInsert> = {
    nom: fields.nom,
    adressePostale: fields.adresse_postale,
    ville: fields.ville,
    codePostalBoulangerie: fields.code_postal_boulangerie,
    telephoneBoulangerie: fields.telephone_boulangerie,
    latitude: fields.latitude,
    longitude: fields.longitude,
    descriptionCourte: fields.description_courte,
    presentation: fields.presentation,
    motduboulanger: fields.motduboulanger,
    publicite: fields.publicite,
    disponibilitePain: fields.disponibilite_pain,
    disponibiliteCafe: fields.disponibilite_cafe,
    disponibiliteCroissant: fields.disponibilite_croissant,
    disponibiliteSandwich: fields.disponibilite_sandwich,
    disponibiliteBio: fields.disponibilite_bio,
    joursOuvertures: fields.jours_ouvertures,
    horairesOuvertures: fields.horaires_ouvertures,
    responsableId: fields.responsable,
  };
  for (const key of Object.keys(columns) as (keyof typeof columns)[]) if (columns[key] === undefined) delete columns[key];
  return columns;
}

/**
 * Removing or changing the manager voids the bakery's pending invitations (docs/bakery-management.md,
 * "Managers and invitations"); sending the same manager again is no change.
 */
function managerChanges(currentId: number | null, next: number | null | undefined): boolean {
  return next !== undefined && next !== currentId;
}

/**
 * Only a manager who accepted one of this owner's invitations may be assigned
 * (docs/bakery-management.md, "Who may do what").
 */
async function checkManager(db: Db, ownerId: number, responsable: number | null | undefined): Promise<void> {
  if (responsable === null || responsable === undefined) return;
  if (!(await repository.isOwnersManager(db, ownerId, responsable))) throw fieldError('responsable', BAKERY_MESSAGES.unknownManager);
}

type BakeryFiles = { logo: ProcessedImage | undefined; images: ProcessedImage[] };

/** Every file is checked and re-encoded before any is stored (lib/media-upload.ts). */
async function processFiles(upload: BakeryUpload): Promise<BakeryFiles> {
  const [logo] = upload.logo ? await processImages([{ data: upload.logo, kind: 'logo', field: 'image_logo_main' }]) : [];
  const images = await processImages(upload.images.map((data) => ({ data, kind: 'photo' as const, field: 'images' })));
  return { logo, images };
}

/** Stores the logo and the photos, then runs the database write (lib/media-upload.ts). */
function storeFilesThenWrite<T>(
  ctx: ProContext,
  files: BakeryFiles,
  write: (stored: { logo: string | undefined; images: string[] }) => Promise<T>,
): Promise<T> {
  const all = files.logo ? [files.logo, ...files.images] : files.images;
  return storeThenWrite(ctx, all, (names) =>
    write(files.logo ? { logo: names[0], images: names.slice(1) } : { logo: undefined, images: names }),
  );
}

function tooManyImages(): AppError {
  return fieldError('images', BAKERY_MESSAGES.tooManyImages);
}

/**
 * The images a request adds to the account, net of those it removes (docs/bakery-management.md,
 * "Caps per account"); a refusal is shown on the photos when there are any, else on the logo.
 */
function uploadsAdded(upload: BakeryUpload, netChange: number): CapAddition {
  return { uploads: netChange, uploadField: upload.images.length > 0 ? 'images' : 'image_logo_main' };
}

// ---------------------------------------------------------------- position (docs/bakery-management.md, "Position on the map")

/** Coordinates the owner gave are exact; a bakery created without any is located from its address. */
async function positionOnCreate(ctx: ProContext, fields: TBakeryFields): Promise<BakeryPosition> {
  if (fields.latitude !== null && fields.longitude !== null)
    return { latitude: fields.latitude, longitude: fields.longitude, positionApproximative: false };
  return locateBakery(ctx, {
    adressePostale: fields.adresse_postale,
    codePostalBoulangerie: fields.code_postal_boulangerie,
    ville: fields.ville,
  });
}

/**
 * The position columns an edit changes, if any: new coordinates from the owner are exact; an address
 * change without new coordinates (none sent, none, or the stored ones sent back by the form) is
 * located again, since the old position belongs to the old address.
 */
async function positionOnUpdate(ctx: ProContext, current: ProBakeryRow, fields: TBakeryUpdate): Promise<Partial<BakeryPosition>> {
  const latitude = fields.latitude === undefined ? current.latitude : fields.latitude;
  const longitude = fields.longitude === undefined ? current.longitude : fields.longitude;
  const hasNewCoordinates = latitude !== null && longitude !== null && (latitude !== current.latitude || longitude !== current.longitude);
  if (hasNewCoordinates) return { latitude, longitude, positionApproximative: false };
  const address = {
    adressePostale: fields.adresse_postale ?? current.adressePostale,
    codePostalBoulangerie: fields.code_postal_boulangerie ?? current.codePostalBoulangerie,
    ville: fields.ville ?? current.ville,
  };
  const hasAddressChanged =
    address.adressePostale !== current.adressePostale ||
    address.codePostalBoulangerie !== current.codePostalBoulangerie ||
    address.ville !== current.ville;
  if (hasAddressChanged) return locateBakery(ctx, address);
  // Coordinates removed by the owner: no position, and nothing approximate about it.
  if (latitude === null || longitude === null) return { latitude: null, longitude: null, positionApproximative: false };
  return {};
}

// ---------------------------------------------------------------- create

/** `POST /api/cotepro/mes-boulangeries/` (multipart). */
export async function createBakery(ctx: ProContext, ownerId: number, upload: BakeryUpload): Promise<TProBakery> {
  const fields = parseOrThrow(ZBakeryCreate, { ...creationDefaults(), ...decodeBakeryParts(upload.parts) });
  await checkManager(ctx.db, ownerId, fields.responsable);
  if (upload.images.length > BAKERY_MAX_IMAGES) throw tooManyImages();
  const addition = { bakeries: 1, ...uploadsAdded(upload, (upload.logo ? 1 : 0) + upload.images.length) };
  await assertRoomFor(ctx.db, ownerId, addition, { lock: false });
  const files = await processFiles(upload);
  const columns = { ...(toColumns(fields) as BakeryInsert), ...(await positionOnCreate(ctx, fields)) };

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

// ---------------------------------------------------------------- edit (multipart)

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
  const hasChange =
    Object.keys(columns).length > 0 || deleteLogo || deleteImageIds.length > 0 || upload.logo !== undefined || upload.images.length > 0;
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

  const replacedFiles = await storeFilesThenWrite(ctx, files, (stored) =>
    ctx.db.transaction(async (tx) => {
      await assertRoomFor(tx, ownerId, addition, { lock: true });
      // The edit form sends every flag: only a flag whose value changes counts as set now (docs/availability.md).
      const changedFlag = (field: TAvailabilityField) => fields[field] !== current[AVAILABILITY_COLUMNS[field].flag];
      const values: Partial<BakeryInsert> = { ...columns, ...position, ...availabilityStamps(fields, ctx.now(), changedFlag) };
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
    }),
  );
  // Old files go only once the new state is committed.
  await removeMediaFiles(ctx, replacedFiles);
  if (fields.disponibilite_pain === true && !current.disponibilitePain) ctx.alerts?.breadBack(bakeryId);
  return getProBakery(ctx, bakeryId);
}

// ---------------------------------------------------------------- JSON patches

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

/** `PATCH /api/cotepro/ma-boulangerie/{id}/` (JSON): one availability flag, `{responsable}` or `{disponibilites_ouverture}`. */
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
 * One availability flag, by the owner or the bakery's manager, with the time it was set
 * (docs/availability.md). The database trigger (migration 0002) notifies every server instance,
 * whose live feed pushes the change to visitors.
 */
export async function patchAvailability(
  ctx: Pick<ServiceContext, 'db' | 'now'> & Partial<Pick<ServiceContext, 'alerts'>>,
  bakeryId: number,
  patch: TAvailabilityPatch,
): Promise<TProBakery> {
  const columns = toColumns(patch);
  if (Object.keys(columns).length === 0) throw badRequest(BAKERY_MESSAGES.nothingToChange);
  // Bread back (false → true) tells the `pain` alerts (docs/alerts.md, "Sending"); the claim makes a
  // race between two writers harmless.
  const hadBread = patch.disponibilite_pain === true ? (await repository.findById(ctx.db, bakeryId))?.disponibilitePain : undefined;
  await repository.updateBakery(ctx.db, bakeryId, { ...columns, ...availabilityStamps(patch, ctx.now()) });
  if (hadBread === false) ctx.alerts?.breadBack(bakeryId);
  return getProBakery(ctx, bakeryId);
}

// ---------------------------------------------------------------- delete

/** `DELETE /api/cotepro/ma-boulangerie/{id}/`: money records stay (docs/bakery-management.md). */
export async function deleteBakery(ctx: ProContext, bakeryId: number): Promise<void> {
  const files = await ctx.db.transaction((tx) => repository.deleteBakery(tx, bakeryId));
  if (files === null) throw notFound(BAKERY_MESSAGES.notFound);
  await removeMediaFiles(ctx, files);
}
