import { CAMPAIGN_MAX_IMAGES, CAMPAIGN_MESSAGES, IMAGE_ACCEPT_ATTRIBUTE } from '@fournil/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { Button, ChosenImages } from '@/components/ui';
import { prepareCampaignImages, type TRefusedImage } from '../lib/prepare-campaign-images';
import { ImageRefusals } from './image-refusals';

type ImagePickerProps = { files: File[]; onFilesChange: (files: File[]) => void; disabled?: boolean };

/**
 * The create form's images (docs/advertising.md, "The campaign manager screen"): up to 5, phone
 * photos reduced in the browser as they are chosen, thumbnails with « Retirer », each refusal named
 * while the other images are kept. They are uploaded once the draft is created.
 */
export function ImagePicker({ files, onFilesChange, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const [refused, setRefused] = useState<TRefusedImage[]>([]);
  const [isPreparing, setIsPreparing] = useState(false);
  const remaining = CAMPAIGN_MAX_IMAGES - files.length;

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    setIsPreparing(true);
    const overLimit = chosen.slice(Math.max(0, remaining)).map((file) => ({ name: file.name, reason: CAMPAIGN_MESSAGES.tooManyImages }));
    const prepared = await prepareCampaignImages(chosen.slice(0, Math.max(0, remaining)));
    setIsPreparing(false);
    setRefused([...prepared.refused, ...overLimit]);
    onFilesChange([...files, ...prepared.files]);
  }

  return (
    <fieldset className="campaign-images">
      <legend>
        Images ({files.length}/{CAMPAIGN_MAX_IMAGES})
      </legend>
      {files.length > 0 ? (
        <ul className="campaign-images__list">
          <ChosenImages
            files={files}
            onFilesChange={onFilesChange}
            itemClassName="campaign-images__item"
            alt={(number) => `Image ${number} choisie`}
            renderRemove={(number, remove) => (
              <Button variant="danger" size="sm" onClick={remove}>
                {CAMPAIGN_MESSAGES.removeChosenImage(number)}
              </Button>
            )}
          />
        </ul>
      ) : null}
      {remaining > 0 ? (
        <div className="field">
          <label htmlFor={inputId}>{CAMPAIGN_MESSAGES.imagesLabel}</label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            multiple
            onChange={(event) => void handleChange(event)}
            disabled={disabled || isPreparing}
          />
        </div>
      ) : null}
      <div role="status" className="live-region">
        {isPreparing ? <p className="field__hint">{CAMPAIGN_MESSAGES.preparingImages}</p> : null}
      </div>
      <div role="alert" className="live-region">
        <ImageRefusals refused={refused} />
      </div>
    </fieldset>
  );
}
