// Uploaded images (logo and shop photos): the type is read from the bytes, never from the file
// name or the declared type; the pixel count is bounded before anything is decoded; the image is
// re-encoded (rotated by its EXIF orientation, every metadata block such as GPS dropped).
// Rules and messages: docs/bakery-management.md, "Images" (campaign images: docs/advertising.md, "Images").
import { BAKERY_PHOTO_MAX_BYTES, IMAGE_MAX_PIXELS, LOGO_JPEG_QUALITY, LOGO_MAX_BYTES, LOGO_MESSAGES } from '@fournil/shared';
import sharp from 'sharp';
import { AppError, fieldError } from './errors.js';

export type ImageKind = 'logo' | 'photo';

/** The formats sharp reports for the accepted types (JPG, PNG, GIF, WebP): nothing else, SVG included. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

/** The logo is shown small (cards, markers): a 512 px square is plenty. */
export const LOGO_SIDE_PX = 512;
/** Shop photos are shown at most full width on a laptop. */
export const PHOTO_MAX_SIDE_PX = 1600;

export const IMAGE_RULES: Record<ImageKind, { maxBytes: number; sizeMessage: string }> = {
  logo: { maxBytes: LOGO_MAX_BYTES, sizeMessage: LOGO_MESSAGES.size },
  photo: { maxBytes: BAKERY_PHOTO_MAX_BYTES, sizeMessage: LOGO_MESSAGES.photoSize },
};

export type ProcessedImage = { data: Buffer; extension: 'jpg' };

/**
 * Checks and re-encodes one uploaded image as JPEG (quality 90). Throws a field error
 * `{[field]: [message]}`: 400 empty, 413 too heavy, 415 not JPG/PNG/GIF/WebP, 413 too many pixels,
 * 400 undecodable. Nothing is written here: the caller stores the result once every file passed.
 */
export async function processUploadedImage(data: Buffer, kind: ImageKind, field: string): Promise<ProcessedImage> {
  const rules = IMAGE_RULES[kind];
  if (data.length === 0) throw fieldError(field, LOGO_MESSAGES.none, 'bad_request');
  if (data.length > rules.maxBytes) throw fieldError(field, rules.sizeMessage, 'payload_too_large');

  let width: number;
  let height: number;
  try {
    // Reads the header only; sharp refuses here an image whose header announces too many pixels.
    const metadata = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw fieldError(field, LOGO_MESSAGES.type, 'unsupported_media_type');
    width = metadata.width;
    height = metadata.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw fieldError(field, LOGO_MESSAGES.unreadable, 'payload_too_large');
    // Not an image sharp can identify (PDF, text, truncated header…).
    throw fieldError(field, LOGO_MESSAGES.type, 'unsupported_media_type');
  }
  if (!width || !height) throw fieldError(field, LOGO_MESSAGES.unreadable, 'bad_request');
  if (width * height > IMAGE_MAX_PIXELS) throw fieldError(field, LOGO_MESSAGES.unreadable, 'payload_too_large');

  try {
    // failOn 'error': a corrupt image is refused rather than stored half grey. Only the first frame
    // of an animated GIF/WebP is kept (pages: 1, the default).
    let pipeline = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
    if (kind === 'logo') {
      const side = Math.min(width, height, LOGO_SIDE_PX);
      pipeline = pipeline.resize(side, side, { fit: 'cover', position: 'centre' });
    } else {
      pipeline = pipeline.resize(PHOTO_MAX_SIDE_PX, PHOTO_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true });
    }
    // Transparent areas become white (JPEG has no alpha); no withMetadata(): EXIF, GPS, XMP, ICC dropped.
    const out = await pipeline
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(LOGO_JPEG_QUALITY * 100), mozjpeg: false })
      .toBuffer();
    return { data: out, extension: 'jpg' };
  } catch {
    throw fieldError(field, LOGO_MESSAGES.unreadable, 'bad_request');
  }
}
