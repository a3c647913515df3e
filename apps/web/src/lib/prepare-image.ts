import { LOGO_JPEG_QUALITY } from '@fournil/shared';

/** A phone photo is reduced to this many pixels on its longer side before the crop or the upload. */
export const IMAGE_WORKING_MAX_SIDE = 1600;
/** Larger files are refused before they are decoded (a phone photo weighs 2–8 MB). */
export const IMAGE_SOURCE_MAX_BYTES = 20 * 1024 * 1024;

export const PREPARE_IMAGE_MESSAGES = {
  unreadable: 'Fichier illisible : choisissez une photo ou une image JPG, PNG, GIF ou WebP.',
  tooHeavy: 'Ce fichier est trop lourd : 20 Mo au plus.',
} as const;

export type TImageSize = { width: number; height: number };

/** The size an image is drawn at so that its longer side is at most `maxSide`, or null when it already fits. */
export function reducedSize({ width, height }: TImageSize, maxSide: number): TImageSize | null {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return null;
  const scale = maxSide / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Whether a readable image is re-drawn in the browser before use: when it is heavier than the
 * upload limit or larger than `maxSide`. A small image is kept as chosen (a PNG logo keeps its
 * sharp edges until the crop).
 */
export function shouldReduce(image: TImageSize & { bytes: number }, limits: { maxSide: number; maxBytes: number }): boolean {
  return image.bytes > limits.maxBytes || reducedSize(image, limits.maxSide) !== null;
}

export type TPreparedImage = { ok: true; file: File } | { ok: false; message: string };

function canvasToJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

function jpegName(name: string): string {
  return `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
}

/**
 * Reads a chosen image in the browser (docs/bakery-management.md, "Logos and photos from a phone"):
 * a file that does not decode is « Fichier illisible »; a heavy or large one is redrawn at most
 * IMAGE_WORKING_MAX_SIDE pixels wide, on white, as JPEG, so that what is uploaded stays under
 * `maxBytes` (the server's own limit, checked again there).
 */
export async function prepareImage(
  file: File,
  limits: { maxSide: number; maxBytes: number; tooLargeMessage: string },
): Promise<TPreparedImage> {
  if (file.size > IMAGE_SOURCE_MAX_BYTES) return { ok: false, message: PREPARE_IMAGE_MESSAGES.tooHeavy };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, message: PREPARE_IMAGE_MESSAGES.unreadable };
  }
  try {
    const natural = { width: bitmap.width, height: bitmap.height };
    if (natural.width === 0 || natural.height === 0) return { ok: false, message: PREPARE_IMAGE_MESSAGES.unreadable };
    if (!shouldReduce({ ...natural, bytes: file.size }, limits)) return { ok: true, file };
    const size = reducedSize(natural, limits.maxSide) ?? natural;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, message: PREPARE_IMAGE_MESSAGES.unreadable };
    // JPEG has no transparency: white rather than black behind a transparent PNG.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    for (const quality of [LOGO_JPEG_QUALITY, 0.8, 0.7]) {
      const blob = await canvasToJpeg(canvas, quality);
      if (!blob) return { ok: false, message: PREPARE_IMAGE_MESSAGES.unreadable };
      if (blob.size <= limits.maxBytes) return { ok: true, file: new File([blob], jpegName(file.name), { type: 'image/jpeg' }) };
    }
    return { ok: false, message: limits.tooLargeMessage };
  } finally {
    bitmap.close();
  }
}
