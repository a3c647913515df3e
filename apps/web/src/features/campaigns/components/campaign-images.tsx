import { CAMPAIGN_MAX_IMAGES, CAMPAIGN_MESSAGES, IMAGE_ACCEPT_ATTRIBUTE, IMAGE_ACCEPTED_TYPES, type TCampaign } from '@fournil/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui';
import { errorDetail, errorFields } from '@/lib/api-client';
import { useDeleteCampaignImage } from '../api/delete-campaign-image';
import { useUploadCampaignImages } from '../api/upload-campaign-images';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** The server's message on `image` (wrong type, too heavy, too many), else the generic upload error. */
function uploadErrorOf(error: unknown): string {
  return errorFields(error).image?.[0] ?? errorDetail(error) ?? CAMPAIGN_MESSAGES.uploadError;
}

/** The edit form's image uploader: up to 5 images, each uploaded or deleted at once (docs/advertising.md, "Images"). */
export function CampaignImages({ campaign }: { campaign: TCampaign }) {
  const inputId = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const upload = useUploadCampaignImages(campaign.id);
  const remove = useDeleteCampaignImage(campaign.id);
  const remaining = CAMPAIGN_MAX_IMAGES - campaign.images.length;

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.some((file) => !(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type))) {
      setNotice({ tone: 'error', text: CAMPAIGN_MESSAGES.unsupportedFile });
      return;
    }
    if (files.length > remaining) {
      setNotice({ tone: 'error', text: CAMPAIGN_MESSAGES.tooManyImages });
      return;
    }
    setNotice(null);
    upload.mutate(files, {
      onSuccess: () => setNotice({ tone: 'success', text: CAMPAIGN_MESSAGES.imageUploaded }),
      onError: (error) => setNotice({ tone: 'error', text: uploadErrorOf(error) }),
    });
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
          <label htmlFor={inputId}>Ajouter des images (format portrait 9:16, 2 Mo au plus chacune)</label>
          <input id={inputId} type="file" accept={IMAGE_ACCEPT_ATTRIBUTE} multiple onChange={handleFiles} disabled={upload.isPending} />
        </div>
      ) : null}
      <div role="status" className="live-region">
        {notice?.tone === 'success' ? <p className="campaign-notice campaign-notice--success">{notice.text}</p> : null}
      </div>
      <div role="alert" className="live-region">
        {notice?.tone === 'error' ? <p className="campaign-notice campaign-notice--error">{notice.text}</p> : null}
      </div>
    </fieldset>
  );
}
