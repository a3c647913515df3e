// Advertising rules (docs/advertising.md: "Validation", "Publishing", "End dates"): the owner's
// campaign manager writing campaigns. Who may call what: campaign-routes.ts (authentication, the
// advertising access of the operations that need it) and assertOwner (campaign-reads.ts).
import {
  CAMPAIGN_MAX_IMAGES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_NOM_MAX,
  CAMPAIGN_TEXT_PARTS,
  parisDay,
  parisMonthStart,
  type TCampaign,
  type TCampaignEtatPatch,
  ZCampaignCreate,
  ZCampaignUpdate,
} from '@fournil/shared';
import { AppError, badRequest, fieldError } from '../../lib/errors.js';
import { removeMediaFiles, storeThenWrite } from '../media/media-upload.js';
import { isUniqueViolation } from '../../lib/postgres-errors.js';
import { parseOrThrow, unknownFieldError } from '../../lib/zod-field-errors.js';
import { assertRoomFor } from '../account-caps/service.js';
import { assertBakeryRole } from '../pro-area/guard.js';
import { endsOnColumn, isEnded } from './end-dates.js';
import { type AdContext, type CampaignUpload, assertOwner, getCampaign, assertNotEnded } from './campaign-reads.js';
import { processImages, imagesAdded, addImages } from './campaign-images.js';
import * as repository from './repository.js';

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

/** The text parts a campaign form may carry. */
export const CAMPAIGN_PART_NAMES: readonly string[] = CAMPAIGN_TEXT_PARTS;
