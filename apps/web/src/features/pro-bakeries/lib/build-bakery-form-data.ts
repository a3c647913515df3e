import { encodeBakeryParts, type TBakeryFieldsInput } from '@fournil/shared';

export type TBakeryUploads = {
  logo: File | null;
  photos: File[];
  /** Edit only: the stored logo is removed. */
  deleteLogo: boolean;
  /** Edit only: ids of stored photos to remove. */
  deletedImageIds: number[];
};

/**
 * The multipart body of `POST /api/cotepro/mes-boulangeries/` (create) or `PATCH
 * /api/cotepro/ma-boulangerie/{id}/` (edit), docs/bakery-management.md, "Requests": the text parts
 * from encodeBakeryParts, then `image_logo_main` and `images` files; `delete_logo` and
 * `delete_images` only when editing.
 */
export function buildBakeryFormData(mode: 'create' | 'edit', fields: Partial<TBakeryFieldsInput>, uploads: TBakeryUploads): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(encodeBakeryParts(fields))) body.append(name, value);
  if (uploads.logo) body.append('image_logo_main', uploads.logo, uploads.logo.name);
  for (const photo of uploads.photos) body.append('images', photo, photo.name);
  if (mode === 'edit') {
    if (uploads.deleteLogo && !uploads.logo) body.append('delete_logo', 'true');
    if (uploads.deletedImageIds.length > 0) body.append('delete_images', JSON.stringify(uploads.deletedImageIds));
  }
  return body;
}
