import {
  BAKERY_MAX_IMAGES,
  BAKERY_MESSAGES,
  BAKERY_PHOTO_MAX_BYTES,
  IMAGE_ACCEPT_ATTRIBUTE,
  LOGO_MESSAGES,
  type TBakeryImage,
} from '@fournil/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ChosenImages, CloseIcon } from '@/components/ui';
import { cx } from '@/lib/cx';
import { useFilePickerCancel } from '../hooks/use-file-picker-cancel';
import { imageTypeError } from '../lib/image-file-error';
import { IMAGE_WORKING_MAX_SIDE, prepareImage } from '@/lib/prepare-image';

export type PhotosFieldProps = {
  /** Photos already stored (edit mode). */
  existing: TBakeryImage[];
  /** Ids of stored photos marked for deletion (`delete_images`). */
  removedIds: number[];
  /** New photos waiting to be sent (`images`). */
  files: File[];
  onFilesChange: (files: File[]) => void;
  onRemovedIdsChange: (ids: number[]) => void;
  /** Server error on `images` / `delete_images`. */
  error?: string;
  /** While chosen photos are read and reduced: the form waits for them before it saves. */
  onPreparingChange?: (isPreparing: boolean) => void;
};

/** Shop photos (`images`, docs/bakery-management.md, "Images"): up to BAKERY_MAX_IMAGES, the logo's type check, phone photos reduced to 2 MB at most, thumbnails with remove. */
export function PhotosField({
  existing,
  removedIds,
  files,
  onFilesChange,
  onRemovedIdsChange,
  error,
  onPreparingChange,
}: PhotosFieldProps) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const kept = existing.filter((image) => !removedIds.includes(image.id));
  const remaining = BAKERY_MAX_IMAGES - kept.length - files.length;
  const shownError = message ?? error ?? null;
  const inputRef = useRef<HTMLInputElement>(null);
  useFilePickerCancel(inputRef, () => setMessage(LOGO_MESSAGES.none));

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) {
      setMessage(LOGO_MESSAGES.none);
      return;
    }
    const typeProblem = chosen.map(imageTypeError).find(Boolean);
    if (typeProblem) {
      setMessage(typeProblem);
      return;
    }
    // Phone photos are read and reduced here, so the 2 MB limit applies to what is uploaded.
    setPreparing(true);
    onPreparingChange?.(true);
    const prepared = await Promise.all(
      chosen.slice(0, Math.max(0, remaining)).map((file) =>
        prepareImage(file, {
          maxSide: IMAGE_WORKING_MAX_SIDE,
          maxBytes: BAKERY_PHOTO_MAX_BYTES,
          tooLargeMessage: LOGO_MESSAGES.photoSize,
        }),
      ),
    );
    setPreparing(false);
    onPreparingChange?.(false);
    const failed = prepared.find((result) => !result.ok);
    if (failed && !failed.ok) {
      setMessage(failed.message);
      return;
    }
    setMessage(chosen.length > remaining ? BAKERY_MESSAGES.tooManyImages : null);
    onFilesChange([...files, ...prepared.flatMap((result) => (result.ok ? [result.file] : []))]);
  }

  return (
    <div className="field photos-field">
      <label className="field__label" htmlFor={`${id}-input`}>
        Photos de la boutique{' '}
        <span className="field__optional">
          ({BAKERY_MAX_IMAGES} au plus, JPG, PNG, GIF ou WebP ; les photos du téléphone sont réduites)
        </span>
      </label>
      {kept.length + files.length > 0 ? (
        <ul className="photos-field__list">
          {kept.map((image, index) => (
            <li key={image.id} className="photo-thumb">
              <img src={image.image} alt={`Photo ${index + 1}`} />
              <button
                type="button"
                className="photo-thumb__remove"
                onClick={() => onRemovedIdsChange([...removedIds, image.id])}
                aria-label={`Supprimer la photo ${index + 1}`}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
          <ChosenImages
            files={files}
            onFilesChange={onFilesChange}
            itemClassName="photo-thumb"
            nameClassName="photo-thumb__name"
            alt={(number) => `Nouvelle photo ${number}`}
            renderRemove={(number, remove) => (
              <button type="button" className="photo-thumb__remove" onClick={remove} aria-label={`Retirer la nouvelle photo ${number}`}>
                <CloseIcon />
              </button>
            )}
          />
        </ul>
      ) : null}
      <input
        ref={inputRef}
        id={`${id}-input`}
        className="file-input"
        type="file"
        multiple
        accept={IMAGE_ACCEPT_ATTRIBUTE}
        disabled={remaining <= 0}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={cx(`${id}-hint`, shownError && `${id}-error`)}
        onChange={(event) => void handleChange(event)}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {remaining > 0
          ? `Encore ${remaining} photo${remaining > 1 ? 's' : ''} possible${remaining > 1 ? 's' : ''}.`
          : BAKERY_MESSAGES.tooManyImages}
      </p>
      <div role="status" className="live-region">
        {isPreparing ? <p className="field__hint">Préparation des photos…</p> : null}
      </div>
      {shownError ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
