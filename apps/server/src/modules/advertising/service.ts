// Advertising rules needed by the public pages. The write side (campaigns, images, publishing,
// monthly fees) comes with the advertising issue.
import { CAMPAIGN_MAX_IMAGES, type TPublishedCampaign } from '@fournil/shared';
import type { Db } from '../../db/client.js';
import { mediaUrl } from '../../lib/media-url.js';
import { parisMonthStart } from '../../lib/paris-month.js';
import * as repository from './repository.js';

/**
 * Campaigns shown on a bakery's public page: active, and the bakery's fee for the current month
 * (Europe/Paris) is paid (DESIGN §3). An unknown bakery simply has none.
 */
export async function listPublishedCampaigns(db: Db, bakeryId: number, now: Date = new Date()): Promise<TPublishedCampaign[]> {
  const rows = await repository.findPublishedCampaigns(db, bakeryId, parisMonthStart(now));
  const images = await repository.findCampaignImages(db, rows.map((row) => row.id));
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
