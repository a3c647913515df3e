import { BAKERY_MESSAGES, DEFAULT_LOGO_PATH, IMAGE_ACCEPT_ATTRIBUTE, LOGO_MAX_BYTES, LOGO_MESSAGES } from '@fournil/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui';
import { useFilePickerCancel } from '../hooks/use-file-picker-cancel';
import { useObjectUrl } from '@/lib/use-object-url';
import { imageTypeError } from '../lib/image-file-error';
import { IMAGE_SOURCE_MAX_BYTES, IMAGE_WORKING_MAX_SIDE, prepareImage } from '@/lib/prepare-image';
import { LogoCropDialog } from './logo-crop-dialog';

export type LogoFieldProps = {
  /** The stored logo (edit mode), or null. */
  currentUrl: string | null;
  /** The cropped logo waiting to be sent, or null. */
  file: File | null;
  /** The stored logo is marked for deletion (`delete_logo='true'`). */
  isRemoved: boolean;
  onFileChange: (file: File | null) => void;
  /** Marks the stored logo for deletion (edit mode). */
  onRemoveCurrent?: () => void;
  /** Server error on `image_logo_main`. */
  error?: string;
  /** While a chosen logo is read and reduced: the form waits for it before it saves. */
  onPreparingChange?: (isPreparing: boolean) => void;
};

/**
 * The logo (docs/bakery-management.md, "The screens"): the type checked in the browser with the
 * server's own message (LOGO_MESSAGES), a phone photo read and reduced (« Fichier illisible » when it
 * does not decode), a square crop, a JPEG export at quality 0.9 under the 1 MB limit, a preview, and
 * 'Pas de logo disponible' with the default logo.
 */
export function LogoField({ currentUrl, file, isRemoved, onFileChange, onRemoveCurrent, error, onPreparingChange }: LogoFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isPreparing, setPreparing] = useState(false);
  const sourceUrl = useObjectUrl(source);
  const fileUrl = useObjectUrl(file);

  const shownUrl = fileUrl ?? (currentUrl && !isRemoved ? currentUrl : null);
  const hasLogo = file !== null || (currentUrl !== null && !isRemoved);
  const shownError = message ?? error ?? null;
  useFilePickerCancel(inputRef, () => setMessage(LOGO_MESSAGES.none));

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // The same file may be chosen again after a cancelled crop.
    event.target.value = '';
    if (!chosen) {
      setMessage(LOGO_MESSAGES.none);
      return;
    }
    const typeProblem = imageTypeError(chosen);
    setMessage(typeProblem);
    if (typeProblem) return;
    // A phone photo (2–5 MB) is read and reduced here; one that does not decode never reaches the cropper.
    setPreparing(true);
    onPreparingChange?.(true);
    // Only the crop is uploaded (and kept under 1 MB by cropToJpeg): the cropper's source needs a size limit, not a weight one.
    const prepared = await prepareImage(chosen, {
      maxSide: IMAGE_WORKING_MAX_SIDE,
      maxBytes: IMAGE_SOURCE_MAX_BYTES,
      tooLargeMessage: LOGO_MESSAGES.size,
    });
    setPreparing(false);
    onPreparingChange?.(false);
    if (prepared.ok) setSource(prepared.file);
    else setMessage(prepared.message);
  }

  function handleCropped(cropped: File) {
    setSource(null);
    if (cropped.size > LOGO_MAX_BYTES) {
      setMessage(LOGO_MESSAGES.size);
      return;
    }
    setMessage(null);
    onFileChange(cropped);
  }

  function remove() {
    setMessage(null);
    if (file) onFileChange(null);
    else onRemoveCurrent?.();
    inputRef.current?.focus();
  }

  return (
    <div className="field logo-field">
      <label className="field__label" htmlFor={`${id}-input`}>
        Logo <span className="field__optional">(JPG, PNG, GIF ou WebP ; une photo du téléphone est réduite puis recadrée en carré)</span>
      </label>
      <div className="logo-field__row">
        <figure className="logo-field__preview">
          <img src={shownUrl ?? DEFAULT_LOGO_PATH} alt={hasLogo ? 'Aperçu du logo' : 'Logo par défaut'} width={96} height={96} />
          {hasLogo ? null : <figcaption className="logo-field__none">{BAKERY_MESSAGES.noLogo}</figcaption>}
        </figure>
        <div className="logo-field__controls">
          <input
            ref={inputRef}
            id={`${id}-input`}
            className="file-input"
            type="file"
            accept={IMAGE_ACCEPT_ATTRIBUTE}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
            onChange={(event) => void handleChange(event)}
          />
          {hasLogo && (file !== null || onRemoveCurrent) ? (
            <Button variant="ghost" size="sm" onClick={remove}>
              Supprimer le logo
            </Button>
          ) : null}
        </div>
      </div>
      <div role="status" className="live-region">
        {isPreparing ? <p className="field__hint">Préparation de l’image…</p> : null}
      </div>
      {shownError ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {shownError}
        </p>
      ) : null}
      {source && sourceUrl ? (
        <LogoCropDialog
          src={sourceUrl}
          onDone={handleCropped}
          onCancel={() => {
            setSource(null);
            inputRef.current?.focus();
          }}
          onError={(problem) => {
            setSource(null);
            setMessage(problem);
          }}
        />
      ) : null}
    </div>
  );
}
