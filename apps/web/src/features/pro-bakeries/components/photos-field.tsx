import { BAKERY_MAX_IMAGES, BAKERY_MESSAGES, BAKERY_PHOTO_MAX_BYTES, IMAGE_ACCEPT_ATTRIBUTE, LOGO_MESSAGES, type TBakeryImage } from '@fournil/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { CloseIcon } from '@/components/ui';
import { cx } from '@/lib/cx';
import { useFilePickerCancel } from '../hooks/use-file-picker-cancel';
import { useObjectUrl } from '../hooks/use-object-url';
import { imageFileError } from '../lib/image-file-error';

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
};

function NewPhoto({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const url = useObjectUrl(file);
  return (
    <li className="photo-thumb">
      {url ? <img src={url} alt={`Nouvelle photo ${index}`} /> : <span className="photo-thumb__name">{file.name}</span>}
      <button type="button" className="photo-thumb__remove" onClick={onRemove} aria-label={`Retirer la nouvelle photo ${index}`}>
        <CloseIcon />
      </button>
    </li>
  );
}

/** Shop photos (`images`, docs/bakery-management.md, "Images"): up to BAKERY_MAX_IMAGES, the logo's type check, 2 MB each, thumbnails with remove. */
export function PhotosField({ existing, removedIds, files, onFilesChange, onRemovedIdsChange, error }: PhotosFieldProps) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const kept = existing.filter((image) => !removedIds.includes(image.id));
  const remaining = BAKERY_MAX_IMAGES - kept.length - files.length;
  const shownError = message ?? error ?? null;
  const inputRef = useRef<HTMLInputElement>(null);
  useFilePickerCancel(inputRef, () => setMessage(LOGO_MESSAGES.none));

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) {
      setMessage(LOGO_MESSAGES.none);
      return;
    }
    const problem = chosen.map((file) => imageFileError(file, BAKERY_PHOTO_MAX_BYTES, LOGO_MESSAGES.photoSize)).find(Boolean);
    if (problem) {
      setMessage(problem);
      return;
    }
    setMessage(chosen.length > remaining ? BAKERY_MESSAGES.tooManyImages : null);
    onFilesChange([...files, ...chosen.slice(0, Math.max(0, remaining))]);
  }

  return (
    <div className="field photos-field">
      <label className="field__label" htmlFor={`${id}-input`}>
        Photos de la boutique{' '}
        <span className="field__optional">
          ({BAKERY_MAX_IMAGES} au plus, JPG, PNG, GIF ou WebP, 2 Mo chacune)
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
          {files.map((file, index) => (
            <NewPhoto key={`${file.name}-${file.size}-${index}`} file={file} index={index + 1} onRemove={() => onFilesChange(files.filter((_, other) => other !== index))} />
          ))}
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
        onChange={handleChange}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {remaining > 0 ? `Encore ${remaining} photo${remaining > 1 ? 's' : ''} possible${remaining > 1 ? 's' : ''}.` : BAKERY_MESSAGES.tooManyImages}
      </p>
      {shownError ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
