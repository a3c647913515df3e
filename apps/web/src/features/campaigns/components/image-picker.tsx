import { CAMPAIGN_MAX_IMAGES, CAMPAIGN_MESSAGES, IMAGE_ACCEPT_ATTRIBUTE } from '@fournil/shared';
import { useId, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui';
import { useObjectUrl } from '@/lib/use-object-url';
import { prepareCampaignImages, type TRefusedImage } from '../lib/prepare-campaign-images';
import { ImageRefusals } from './image-refusals';

function ChosenImage({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li className="campaign-images__item">
      {url ? <img src={url} alt={`Image ${index} choisie`} /> : <span>{file.name}</span>}
      <Button variant="danger" size="sm" onClick={onRemove}>
        {CAMPAIGN_MESSAGES.removeChosenImage(index)}
      </Button>
    </li>
  );
}

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
          {files.map((file, index) => (
            <ChosenImage
              key={`${file.name}-${file.size}-${index}`}
              file={file}
              index={index + 1}
              onRemove={() => onFilesChange(files.filter((_, other) => other !== index))}
            />
          ))}
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
