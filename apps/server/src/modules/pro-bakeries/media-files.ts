// The files of a create or edit request: checked and re-encoded first, stored before the database
// write, removed again if it fails (docs/media-storage.md).
import { processUploadedImage, type ProcessedImage } from '../../lib/image-upload.js';
import type { ServiceContext } from '../../lib/service-context.js';
import type { BakeryUpload, ProContext } from './bakery-rules.js';

/** Every file is checked and re-encoded before any is stored: a refused request stores nothing. */
export async function processFiles(upload: BakeryUpload): Promise<{ logo: ProcessedImage | undefined; images: ProcessedImage[] }> {
  const logo = upload.logo ? await processUploadedImage(upload.logo, 'logo', 'image_logo_main') : undefined;
  const images: ProcessedImage[] = [];
  for (const data of upload.images) images.push(await processUploadedImage(data, 'photo', 'images'));
  return { logo, images };
}

/** Stores the files, then runs the database write; if that fails, the stored files are removed. */
export async function storeThenWrite<T>(
  ctx: ProContext,
  files: { logo: ProcessedImage | undefined; images: ProcessedImage[] },
  write: (stored: { logo: string | undefined; images: string[] }) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  try {
    const logo = files.logo ? await ctx.providers.storage.save(files.logo.data, files.logo.extension) : undefined;
    if (logo) saved.push(logo);
    const images: string[] = [];
    for (const image of files.images) {
      const name = await ctx.providers.storage.save(image.data, image.extension);
      saved.push(name);
      images.push(name);
    }
    return await write({ logo, images });
  } catch (error) {
    await removeMediaFiles(ctx, saved);
    throw error;
  }
}

/**
 * Removes stored media after their rows are gone. Best effort: a file left behind costs disk space,
 * never correctness, so a failure is logged, not thrown.
 */
export async function removeMediaFiles(ctx: Pick<ServiceContext, 'providers' | 'log'>, names: string[]): Promise<void> {
  for (const name of names) {
    try {
      await ctx.providers.storage.remove(name);
    } catch (error) {
      ctx.log.warn({ err: error, name }, 'could not remove a media file');
    }
  }
}
