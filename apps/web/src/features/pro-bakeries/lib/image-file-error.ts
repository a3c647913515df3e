import { IMAGE_ACCEPTED_TYPES, LOGO_MESSAGES } from '@fournil/shared';

/**
 * The browser's first check of a chosen image (docs/bakery-management.md, "The screens"): its
 * declared type. The size limit applies to what is uploaded, after prepareImage has reduced a phone
 * photo; the server checks the bytes again.
 */
export function imageTypeError(file: File): string | null {
  return (IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type) ? null : LOGO_MESSAGES.type;
}
