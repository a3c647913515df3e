import { IMAGE_ACCEPTED_TYPES, LOGO_MESSAGES } from '@fournil/shared';

/**
 * The browser's first check of a chosen image (docs/bakery-management.md, "The screens"): its
 * declared type, then its size. The server checks the bytes again; this only spares a pointless
 * upload.
 */
export function imageFileError(file: File, maxBytes: number, sizeMessage: string): string | null {
  if (!(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.type;
  if (file.size > maxBytes) return sizeMessage;
  return null;
}
