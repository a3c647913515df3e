import { LOGO_JPEG_QUALITY, LOGO_MAX_BYTES } from '@fournil/shared';

export type TCropArea = { x: number; y: number; width: number; height: number };

/** A logo larger than this is scaled down: it is shown at most a few hundred pixels wide. */
const LOGO_MAX_SIDE = 1024;
/** The server stores logos at 512 px at most: shrinking below this would lose detail for nothing. */
const LOGO_MIN_SIDE = 512;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image not readable'));
    image.src = src;
  });
}

/**
 * Draws `area` of the image at `src` on a canvas and returns it as a JPEG file (quality 0.9,
 * docs/bakery-management.md, "The screens"). A very detailed logo that would still weigh more than
 * `maxBytes` at 1024 px is drawn smaller, so what is uploaded always fits the server's 1 MB limit.
 */
export async function cropToJpeg(src: string, area: TCropArea, name = 'logo.jpg', maxBytes = LOGO_MAX_BYTES): Promise<File> {
  const image = await loadImage(src);
  let side = Math.max(1, Math.min(LOGO_MAX_SIDE, Math.round(area.width)));
  for (;;) {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('canvas unavailable');
    // JPEG has no transparency: a transparent PNG logo gets a white background rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, side, side);
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', LOGO_JPEG_QUALITY));
    if (!blob) throw new Error('canvas export failed');
    if (blob.size <= maxBytes || side <= LOGO_MIN_SIDE) return new File([blob], name, { type: 'image/jpeg' });
    side = Math.max(LOGO_MIN_SIDE, Math.round(side * 0.75));
  }
}
