// The public campaign block (docs/advertising.md, "Publishing"): a bakery page's campaigns and the
// sponsored ones near a place.
import {
  CAMPAIGN_MAX_IMAGES,
  parisDay,
  parisMonthStart,
  roundDistanceKm,
  SPONSORED_RADIUS_KM,
  type TPublishedCampaign,
  type TSponsoredCampaign,
  type TSponsoredQuery,
} from '@fournil/shared';
import { mediaUrl } from '../../lib/media-url.js';
import type { ServiceContext } from '../../service-context.js';
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
