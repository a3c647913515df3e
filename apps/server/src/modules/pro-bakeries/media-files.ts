// A bakery's logo and photos on a create or edit request, through the one media-upload helper
// (modules/media/media-upload.ts): all checked and re-encoded first, stored before the database write, removed
// again if it fails (docs/media-storage.md).
import type { ProcessedImage } from '../../lib/image-upload.js';
import { processImages, storeThenWrite } from '../media/media-upload.js';
import type { BakeryUpload, ProContext } from './bakery-rules.js';

type BakeryFiles = { logo: ProcessedImage | undefined; images: ProcessedImage[] };

/** Every file is checked and re-encoded before any is stored: a refused request stores nothing. */
export async function processFiles(upload: BakeryUpload): Promise<BakeryFiles> {
  const [logo] = upload.logo ? await processImages([{ data: upload.logo, kind: 'logo', field: 'image_logo_main' }]) : [];
  const images = await processImages(upload.images.map((data) => ({ data, kind: 'photo' as const, field: 'images' })));
  return { logo, images };
}

/** Stores the logo and the photos, then runs the database write; if that fails, the stored files are removed. */
export function storeFilesThenWrite<T>(
  ctx: ProContext,
  files: BakeryFiles,
  write: (stored: { logo: string | undefined; images: string[] }) => Promise<T>,
): Promise<T> {
  const all = files.logo ? [files.logo, ...files.images] : files.images;
  return storeThenWrite(ctx, all, (names) =>
    write(files.logo ? { logo: names[0], images: names.slice(1) } : { logo: undefined, images: names }),
  );
}
