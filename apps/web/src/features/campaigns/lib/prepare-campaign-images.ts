import { CAMPAIGN_IMAGE_MAX_BYTES, CAMPAIGN_MESSAGES, IMAGE_ACCEPTED_TYPES } from '@fournil/shared';
import { IMAGE_WORKING_MAX_SIDE, prepareImage } from '@/lib/prepare-image';

export type TRefusedImage = { name: string; reason: string };
export type TPreparedImages = { files: File[]; refused: TRefusedImage[] };

/**
 * The chosen images, read and reduced in the browser by the one helper that also reduces logos and
 * shop photos (docs/advertising.md, "Images"): a phone photo is redrawn at 1600 px at most, as JPEG,
 * so that what is uploaded stays under the server's 2 MB. Each file stands alone: one refused (wrong
 * type, unreadable, still too heavy) is named with its reason, and the others are kept.
 */
export async function prepareCampaignImages(chosen: File[]): Promise<TPreparedImages> {
  const outcomes = await Promise.all(
    chosen.map(async (file) => {
      if (!(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type))
        return { file, ok: false as const, message: CAMPAIGN_MESSAGES.unsupportedFile };
      const prepared = await prepareImage(file, {
        maxSide: IMAGE_WORKING_MAX_SIDE,
        maxBytes: CAMPAIGN_IMAGE_MAX_BYTES,
        tooLargeMessage: CAMPAIGN_MESSAGES.imageTooLarge,
      });
      return prepared.ok ? { file: prepared.file, ok: true as const } : { file, ok: false as const, message: prepared.message };
    }),
  );
  return {
    files: outcomes.flatMap((outcome) => (outcome.ok ? [outcome.file] : [])),
    refused: outcomes.flatMap((outcome) => (outcome.ok ? [] : [{ name: outcome.file.name, reason: outcome.message }])),
  };
}
