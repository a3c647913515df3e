import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '@/components/ui';
import { cropToJpeg } from '../lib/crop-image';

export type LogoCropDialogProps = {
  /** Object URL of the chosen image. */
  src: string;
  onDone: (file: File) => void;
  onCancel: () => void;
  onError: (message: string) => void;
};

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;

/**
 * Square crop of the logo (ratio 1, docs/bakery-management.md, "The screens"). The crop area takes
 * the focus: arrow keys move the image, the zoom slider scales it, Escape cancels.
 */
export function LogoCropDialog({ src, onDone, onCancel, onError }: LogoCropDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [isWorking, setWorking] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A modal <dialog> in the top layer: above the creation dialog (itself a modal <dialog>), with the page behind inert.
    if (dialog && typeof dialog.showModal === 'function') dialog.showModal();
    else dialog?.setAttribute('open', '');
    dialog?.querySelector<HTMLElement>('[tabindex="0"], input, button')?.focus();
    return () => {
      if (dialog && typeof dialog.close === 'function' && dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    // Only this dialog closes: the surrounding creation dialog stays open.
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  }

  async function confirm() {
    if (!area) return;
    setWorking(true);
    try {
      onDone(await cropToJpeg(src, area));
    } catch {
      onError('Impossible de recadrer cette image.');
    } finally {
      setWorking(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="crop-dialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 className="crop-dialog__title" id={`${id}-title`}>
        Recadrer le logo
      </h2>
      <p className="crop-dialog__hint" id={`${id}-hint`}>
        Faites glisser l’image ou utilisez les flèches du clavier ; réglez le zoom avec le curseur.
      </p>
      <div className="crop-dialog__area">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          aspect={1}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => setArea(pixels)}
          cropperProps={{ role: 'group', 'aria-label': 'Zone de recadrage', 'aria-describedby': `${id}-hint` }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-zoom`}>
          Zoom
        </label>
        <input
          id={`${id}-zoom`}
          className="crop-dialog__zoom"
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.05}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </div>
      <div className="crop-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button onClick={() => void confirm()} isLoading={isWorking} disabled={!area}>
          Valider le recadrage
        </Button>
      </div>
    </dialog>
  );
}
