import { CAMPAIGN_MESSAGES } from '@fournil/shared';
import type { TRefusedImage } from '../lib/prepare-campaign-images';

/** The images refused one by one, each with its reason; the others went through. */
export function ImageRefusals({ refused }: { refused: TRefusedImage[] }) {
  if (refused.length === 0) return null;
  return (
    <ul className="campaign-notice campaign-notice--error campaign-refusals">
      {refused.map((item, index) => (
        <li key={`${item.name}-${index}`}>{CAMPAIGN_MESSAGES.imageRefused(item.name, item.reason)}</li>
      ))}
    </ul>
  );
}
