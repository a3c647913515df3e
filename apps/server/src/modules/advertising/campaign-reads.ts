// The owner's campaign manager, reading (docs/advertising.md): its campaigns with their images and
// stats, its bakeries' advertising status, and who may touch a campaign (assertOwner: the bakery's owner only).
import {
  CAMPAIGN_MAX_IMAGES,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATS_DAYS,
  parisDay,
  parisMonthStart,
  type TBakeryAdStatus,
  type TCampaign,
} from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { mediaUrl } from '../../lib/media-url.js';
import type { ServiceContext } from '../../service-context.js';
import { etatOn, isEnded } from './end-dates.js';
import * as repository from './repository.js';

/** What the campaign manager's operations use of the service context. */
export type AdContext = Pick<ServiceContext, 'db' | 'providers' | 'log' | 'now'>;

/** A multipart create or edit request, as the route read it: text parts and `image` files. */
export type CampaignUpload = { parts: Record<string, string>; images: Buffer[] };

export function statsFromDay(now: Date): string {
  return parisDay(new Date(now.getTime() - (CAMPAIGN_STATS_DAYS - 1) * 86_400_000));
}

export async function toCampaigns(db: Db, rows: repository.CampaignRow[], now: Date): Promise<TCampaign[]> {
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
export async function assertOwner(db: Db, userId: number, campaignId: number): Promise<repository.OwnedCampaignRow> {
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

/** 409 for a campaign that is over: it is kept as it ran, and duplicating it starts a new one. */
export function assertNotEnded(campaign: repository.CampaignRow, now: Date): void {
  if (isEnded(campaign, parisDay(now))) throw new AppError('conflict', CAMPAIGN_MESSAGES.ended);
}
