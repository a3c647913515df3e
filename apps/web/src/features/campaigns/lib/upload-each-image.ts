import { CAMPAIGN_MESSAGES, type TCampaign } from '@fournil/shared';
import { errorDetail, errorFields } from '@/lib/api-client';
import { uploadCampaignImages } from '../api/upload-campaign-images';
import type { TRefusedImage } from './prepare-campaign-images';

export type TUploadOutcome = { uploaded: number; refused: TRefusedImage[]; campaign: TCampaign | null };

/** The server's message on `image` (wrong type, too heavy, too many), else the generic upload error. */
export function uploadErrorOf(error: unknown): string {
  return errorFields(error).image?.[0] ?? errorDetail(error) ?? CAMPAIGN_MESSAGES.uploadError;
}

/**
 * Sends each image on its own request, one after the other (docs/advertising.md, "Images"): the
 * server refuses a request whole, so one refused file never takes the others down with it.
 */
export async function uploadEachImage(campaignId: number, files: File[]): Promise<TUploadOutcome> {
  const outcome: TUploadOutcome = { uploaded: 0, refused: [], campaign: null };
  for (const file of files) {
    try {
      outcome.campaign = await uploadCampaignImages(campaignId, [file]);
      outcome.uploaded += 1;
    } catch (error) {
      outcome.refused.push({ name: file.name, reason: uploadErrorOf(error) });
    }
  }
  return outcome;
}
