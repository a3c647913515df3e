// Advertising rules (docs/advertising.md: "Validation", "Images", "Publishing", "End dates"): the
// public campaign block and the owner's campaign manager. Who may call what: campaign-routes.ts
// (authentication, the advertising access of the operations that need it) and assertOwner below (the
// bakery's owner only; "Who may do what" there).
import {
  CAMPAIGN_MAX_IMAGES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_NOM_MAX,
  CAMPAIGN_STATS_DAYS,
  CAMPAIGN_TEXT_PARTS,
  parisDay,
  parisMonthStart,
  roundDistanceKm,
  SPONSORED_RADIUS_KM,
  type TBakeryAdStatus,
  type TCampaign,
  type TCampaignEtatPatch,
  type TPublishedCampaign,
  type TSponsoredCampaign,
  type TSponsoredQuery,
  ZCampaignCreate,
  ZCampaignUpdate,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../lib/errors.js';
import type { ProcessedImage } from '../../lib/image-upload.js';
import { processImages as processCheckedImages, removeMediaFiles, storeThenWrite } from '../../lib/media-upload.js';
import { mediaUrl } from '../../lib/media-url.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { parseOrThrow, unknownFieldError } from '../../lib/zod-field-errors.js';
import { assertRoomFor, type CapAddition } from '../account-caps/service.js';
import { assertBakeryRole } from '../pro-area/guard.js';
import { endsOnColumn, etatOn, isEnded } from './end-dates.js';
import * as repository from './repository.js';

/**
 * Campaigns shown on a bakery's public page: active, and the bakery's fee for the current month
 * (Europe/Paris) is paid (docs/advertising.md, "Publishing"). An unknown bakery simply has none.
 */
export async function listPublishedCampaigns(
  { db, now }: Pick<ServiceContext, 'db' | 'now'>,
  bakeryId: number,
): Promise<TPublishedCampaign[]> {
  const date = now();
  const rows = await repository.findPublishedCampaigns(db, bakeryId, parisMonthStart(date), parisDay(date));
  const images = await repository.findCampaignImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    nom_campagne: row.nomCampagne,
    description: row.description,
    url_site_boulanger: row.urlSiteBoulanger,
    formule: row.formule,
    images: images
      .filter((image) => image.campaignId === row.id)
      .slice(0, CAMPAIGN_MAX_IMAGES)
      .map((image) => ({ id: image.id, image: mediaUrl(image.image) ?? '' })),
  }));
}

/**
 * The home list's « Sponsorisé » card: at most one published campaign whose bakery is within
 * SPONSORED_RADIUS_KM of the searched centre, the nearest (docs/advertising.md, "Sponsored card").
 */
export async function findSponsoredCampaigns(
  { db, now }: Pick<ServiceContext, 'db' | 'now'>,
  centre: TSponsoredQuery,
): Promise<TSponsoredCampaign[]> {
  const date = now();
  const row = await repository.findSponsoredCampaign(
    db,
    { ...centre, rayonKm: SPONSORED_RADIUS_KM },
    parisMonthStart(date),
    parisDay(date),
  );
  if (!row) return [];
  const [image] = await repository.findCampaignImages(db, [row.id]);
  return [
    {
      id: row.id,
      nom_campagne: row.nomCampagne,
      description: row.description,
      image: image ? (mediaUrl(image.image) ?? null) : null,
      boulangerie: { id: row.bakeryId, nom: row.nom, ville: row.ville, distance_km: roundDistanceKm(row.distanceKm) },
    },
  ];
}

// ---------------------------------------------------------------- campaign manager

/** What the campaign manager's operations use of the service context. */
type AdContext = Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>;

/** A multipart create or edit request, as the route read it: text parts and `image` files. */
export type CampaignUpload = { parts: Record<string, string>; images: Buffer[] };

function statsFromDay(now: Date): string {
  return parisDay(new Date(now.getTime() - (CAMPAIGN_STATS_DAYS - 1) * 86_400_000));
}

async function toCampaigns(db: Db, rows: repository.CampaignRow[], now: Date): Promise<TCampaign[]> {
  const ids = rows.map((row) => row.id);
  const images = await repository.findCampaignImages(db, ids);
  const stats = await repository.sumStats(db, ids, statsFromDay(now));
  const today = parisDay(now);
  return rows.map((row) => ({
    id: row.id,
    boulangerie: row.boulangerieId,
    nom_campagne: row.nomCampagne,
    description: row.description,
    formule: row.formule,
    url_site_boulanger: row.urlSiteBoulanger,
    etat: etatOn(row, today),
    ends_on: row.endsOn,
    images: images
      .filter((image) => image.campaignId === row.id)
      .slice(0, CAMPAIGN_MAX_IMAGES)
      .map((image) => ({ id: image.id, image: mediaUrl(image.image) ?? '' })),
    stats: { vues: stats.get(row.id)?.views ?? 0, clics: stats.get(row.id)?.clicks ?? 0, jours: CAMPAIGN_STATS_DAYS },
  }));
}

/** 404 for an unknown campaign, 403 `Non autorisé` unless the user owns its bakery. */
async function assertOwner(db: Db, userId: number, campaignId: number): Promise<repository.OwnedCampaignRow> {
  const campaign = await repository.findCampaignWithOwner(db, campaignId);
  if (!campaign) throw notFound(CAMPAIGN_MESSAGES.notFound);
  if (campaign.proprietaireId !== userId) throw forbidden(CAMPAIGN_MESSAGES.notAuthorized);
  return campaign;
}

/** `GET /api/regiepub/campagnes-publicitaires/`: every campaign of the owner's bakeries. */
export async function listCampaigns(ctx: AdContext, ownerId: number): Promise<TCampaign[]> {
  return toCampaigns(ctx.db, await repository.findOwnerCampaigns(ctx.db, ownerId), ctx.now());
}

/** `GET /api/regiepub/campagnes-publicitaires/{id}/`. */
export async function getCampaign(ctx: AdContext, ownerId: number, id: number): Promise<TCampaign> {
  const row = await assertOwner(ctx.db, ownerId, id);
  const [campaign] = await toCampaigns(ctx.db, [row], ctx.now());
  return campaign!;
}

/** `GET /api/regiepub/boulangeries/`: the cards of the campaign manager. */
export async function listBakeryAdStatus(ctx: AdContext, ownerId: number): Promise<TBakeryAdStatus[]> {
  const now = ctx.now();
  const rows = await repository.findOwnerBakeriesAdStatus(ctx.db, ownerId, parisMonthStart(now), parisDay(now));
  return rows.map((row) => ({
    id: row.id,
    nom: row.nom,
    ville: row.ville,
    paid_this_month: row.paidThisMonth,
    has_active_campaign: row.hasActiveCampaign,
    subscription_active: row.subscriptionActive,
  }));
}

type CampaignFields = {
  nom_campagne?: string | undefined;
  description?: string | undefined;
  formule?: string | undefined;
  url_site_boulanger?: string | undefined;
  ends_on?: string | undefined;
};

/** The columns of the fields a form sent; a field sent empty is stored empty (no end date for `ends_on`). */
function columnsOf(fields: CampaignFields, today: string) {
  const columns: Partial<repository.CampaignInsert> = {};
  if (fields.nom_campagne !== undefined) columns.nomCampagne = fields.nom_campagne;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.formule !== undefined) columns.formule = fields.formule;
  if (fields.url_site_boulanger !== undefined) columns.urlSiteBoulanger = fields.url_site_boulanger;
  const endsOn = endsOnColumn(fields.ends_on, today);
  if (endsOn !== undefined) columns.endsOn = endsOn;
  return columns;
}

/** 409 for a campaign that is over: it is kept as it ran, and duplicating it starts a new one. */
function assertNotEnded(campaign: repository.CampaignRow, now: Date): void {
  if (isEnded(campaign, parisDay(now))) throw new AppError('conflict', CAMPAIGN_MESSAGES.ended);
}

/**
 * `POST /api/regiepub/campagnes-publicitaires/` (multipart): always created as brouillon
 * (docs/advertising.md, "Validation").
 */
export async function createCampaign(ctx: AdContext, ownerId: number, upload: CampaignUpload): Promise<TCampaign> {
  const { etat, ...parts } = upload.parts;
  if (etat !== undefined && etat !== 'brouillon') throw fieldError('etat', 'Une campagne est créée en brouillon.');
  const fields = parseOrThrow(ZCampaignCreate, parts);
  const columns = columnsOf(fields, parisDay(ctx.now()));
  await assertBakeryRole(ctx.db, ownerId, fields.boulangerie, ['owner']);
  if (upload.images.length > CAMPAIGN_MAX_IMAGES) throw fieldError('image', CAMPAIGN_MESSAGES.tooManyImages);
  const addition = imagesAdded(upload.images);
  await assertRoomFor(ctx.db, ownerId, addition, { lock: false });
  const files = await processImages(upload.images);
  const id = await storeThenWrite(ctx, files, (names) =>
    ctx.db.transaction(async (tx) => {
      // Again under the owner's row lock: two uploads at once cannot pass the account's cap together.
      await assertRoomFor(tx, ownerId, addition, { lock: true });
      const campaignId = await repository.insertCampaign(tx, {
        ...columns,
        nomCampagne: fields.nom_campagne,
        boulangerieId: fields.boulangerie,
        etat: 'brouillon',
      });
      await repository.insertCampaignImages(tx, campaignId, names, 0);
      return campaignId;
    }),
  );
  return getCampaign(ctx, ownerId, id);
}

/**
 * `PATCH …/{id}/` multipart: the edit form sends the fields the owner changed; one emptied is sent as
 * '' and stored empty (docs/advertising.md, "Validation"). A campaign that is over cannot change.
 */
export async function updateCampaign(ctx: AdContext, ownerId: number, id: number, upload: CampaignUpload): Promise<TCampaign> {
  const { boulangerie, etat, ...parts } = upload.parts;
  if (boulangerie !== undefined) throw unknownFieldError('boulangerie');
  if (etat !== undefined) throw unknownFieldError('etat');
  const fields = parseOrThrow(ZCampaignUpdate, parts);
  const columns = columnsOf(fields, parisDay(ctx.now()));
  if (Object.keys(columns).length === 0 && upload.images.length === 0) throw badRequest(CAMPAIGN_MESSAGES.nothingToChange);
  assertNotEnded(await assertOwner(ctx.db, ownerId, id), ctx.now());
  // Images first: a refused image leaves the whole campaign unchanged.
  if (upload.images.length > 0) await addImages(ctx, ownerId, id, upload.images);
  if (Object.keys(columns).length > 0) await repository.updateCampaign(ctx.db, id, columns);
  return getCampaign(ctx, ownerId, id);
}

/**
 * `PATCH …/{id}/` JSON `{etat}`: publish needs the bakery's fee for the current Paris month
 * (409 otherwise) and no other active campaign; the second rule is the database's partial unique
 * index, so concurrent publishes leave exactly one active campaign (docs/advertising.md, "Publishing").
 * A campaign that is over is never published again; unpublishing it changes nothing (it is not shown).
 */
export async function patchEtat(ctx: AdContext, ownerId: number, id: number, patch: TCampaignEtatPatch): Promise<TCampaign> {
  const campaign = await assertOwner(ctx.db, ownerId, id);
  const now = ctx.now();
  const today = parisDay(now);
  if (isEnded(campaign, today)) {
    if (patch.etat === 'active') throw new AppError('conflict', CAMPAIGN_MESSAGES.ended);
    return getCampaign(ctx, ownerId, id);
  }
  if (patch.etat === 'active' && campaign.etat !== 'active') {
    if (!(await repository.isMonthPaid(ctx.db, campaign.boulangerieId, parisMonthStart(now)))) {
      throw new AppError('conflict', CAMPAIGN_MESSAGES.paymentNotCurrent);
    }
    // An active campaign past its end still holds the slot until the hourly job: free it now.
    await repository.endCampaignsPastTheirEnd(ctx.db, today, campaign.boulangerieId);
    try {
      await repository.setCampaignEtat(ctx.db, id, 'active');
    } catch (error) {
      if (isUniqueViolation(error, 'campaigns_one_active_per_bakery')) throw new AppError('conflict', CAMPAIGN_MESSAGES.alreadyActive);
      throw error;
    }
  } else if (patch.etat === 'brouillon' && campaign.etat !== 'brouillon') {
    await repository.setCampaignEtat(ctx.db, id, 'brouillon');
  }
  return getCampaign(ctx, ownerId, id);
}

const COPY_SUFFIX = ' (copie)';

/** « {nom} (copie) », the name cut so that the whole fits the name's limit. */
function copyName(nom: string): string {
  const room = CAMPAIGN_NOM_MAX - COPY_SUFFIX.length;
  const characters = Array.from(nom);
  return `${characters.length > room ? characters.slice(0, room).join('').trimEnd() : nom}${COPY_SUFFIX}`;
}

/**
 * `POST …/{id}/dupliquer/`: a new draft of the same bakery with the name « {nom} (copie) », the
 * description, formule and site address; no images and no end date (docs/advertising.md, "End dates").
 */
export async function duplicateCampaign(ctx: AdContext, ownerId: number, id: number): Promise<TCampaign> {
  const source = await assertOwner(ctx.db, ownerId, id);
  const copyId = await repository.insertCampaign(ctx.db, {
    boulangerieId: source.boulangerieId,
    nomCampagne: copyName(source.nomCampagne),
    description: source.description,
    formule: source.formule,
    urlSiteBoulanger: source.urlSiteBoulanger,
    etat: 'brouillon',
    endsOn: null,
  });
  return getCampaign(ctx, ownerId, copyId);
}

/** `DELETE …/{id}/`: the campaign, its images (rows and files) and its statistics. */
export async function deleteCampaign(ctx: AdContext, ownerId: number, id: number): Promise<void> {
  await assertOwner(ctx.db, ownerId, id);
  const files = await repository.deleteCampaign(ctx.db, id);
  await removeMediaFiles(ctx, files);
}

// ---------------------------------------------------------------- images

/**
 * Type read from the bytes, re-encoded without metadata (lib/media-upload.ts); a wrong type gets the
 * advertising uploader's own word for it (docs/advertising.md, "Images").
 */
function processImages(images: Buffer[]): Promise<ProcessedImage[]> {
  return processCheckedImages(
    images.map((data) => ({ data, kind: 'photo' as const, field: 'image' })),
    CAMPAIGN_MESSAGES.unsupportedFile,
  );
}

/** A campaign's images count against its owner's cap (docs/bakery-management.md, "Caps per account"). */
function imagesAdded(images: Buffer[]): CapAddition {
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

/** The text parts a campaign form may carry. */
export const CAMPAIGN_PART_NAMES: readonly string[] = CAMPAIGN_TEXT_PARTS;
