import { CAMPAIGN_MAX_IMAGES, CAMPAIGN_MESSAGES, IMAGE_ACCEPT_ATTRIBUTE, type TCampaign } from '@fournil/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui';
import { useDeleteCampaignImage } from '../api/delete-campaign-image';
import { campaignKeys } from '../api/query-keys';
import { prepareCampaignImages, type TRefusedImage } from '../lib/prepare-campaign-images';
import { uploadEachImage } from '../lib/upload-each-image';
import { ImageRefusals } from './image-refusals';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The edit form's image uploader: up to 5 images, phone photos reduced in the browser, each uploaded
 * on its own at once (one refusal keeps the others) or deleted at once (docs/advertising.md, "Images").
 */
export function CampaignImages({ campaign }: { campaign: TCampaign }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [refused, setRefused] = useState<TRefusedImage[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const remove = useDeleteCampaignImage(campaign.id);
  const remaining = CAMPAIGN_MAX_IMAGES - campaign.images.length;

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    setNotice(null);
    setRefused([]);
    setIsUploading(true);
    const overLimit = chosen.slice(Math.max(0, remaining)).map((file) => ({ name: file.name, reason: CAMPAIGN_MESSAGES.tooManyImages }));
    const prepared = await prepareCampaignImages(chosen.slice(0, Math.max(0, remaining)));
    const outcome = await uploadEachImage(campaign.id, prepared.files);
    await queryClient.invalidateQueries({ queryKey: campaignKeys.list });
    setIsUploading(false);
    setRefused([...prepared.refused, ...outcome.refused, ...overLimit]);
    if (outcome.uploaded > 0) setNotice({ tone: 'success', text: CAMPAIGN_MESSAGES.imageUploaded });
  }

  return (
    <fieldset className="campaign-images">
      <legend>
        Images ({campaign.images.length}/{CAMPAIGN_MAX_IMAGES})
      </legend>
      {campaign.images.length > 0 ? (
        <ul className="campaign-images__list">
          {campaign.images.map((image, index) => (
            <li key={image.id} className="campaign-images__item">
              <img src={image.image} alt={`Image ${index + 1} de ${campaign.nom_campagne}`} />
              <Button
                variant="danger"
                size="sm"
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(image.id, {
                    onSuccess: () => setNotice({ tone: 'success', text: CAMPAIGN_MESSAGES.imageDeleted }),
                    onError: () => setNotice({ tone: 'error', text: CAMPAIGN_MESSAGES.imageDeleteError }),
                  })
                }
              >
                Supprimer l’image {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {remaining > 0 ? (
        <div className="field">
          <label htmlFor={inputId}>
            Ajouter des images (format portrait 9:16, 2 Mo au plus chacune ; les photos du téléphone sont réduites)
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            multiple
            onChange={(event) => void handleFiles(event)}
            disabled={isUploading}
          />
        </div>
      ) : null}
      <div role="status" className="live-region">
        {isUploading ? <p className="field__hint">{CAMPAIGN_MESSAGES.preparingImages}</p> : null}
        {notice?.tone === 'success' ? <p className="campaign-notice campaign-notice--success">{notice.text}</p> : null}
      </div>
      <div role="alert" className="live-region">
        {notice?.tone === 'error' ? <p className="campaign-notice campaign-notice--error">{notice.text}</p> : null}
        <ImageRefusals refused={refused} />
      </div>
    </fieldset>
  );
}
