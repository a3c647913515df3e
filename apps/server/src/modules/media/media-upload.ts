// The one way an uploaded image travels, for bakery logos and photos and campaign images alike:
// read from the multipart stream with its size bound, checked and re-encoded (lib/image-upload.ts),
// stored, then written to the database, its files removed again if the write fails.
// Rules and messages: docs/bakery-management.md, "Images"; docs/advertising.md, "Images".
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { AppError, fieldError } from '../../lib/errors.js';
import { processUploadedImage, type ImageKind, type ProcessedImage } from '../../lib/image-upload.js';
import type { ServiceContext } from '../../service-context.js';
import { unknownFieldError } from '../../lib/zod-field-errors.js';

/** @fastify/multipart's limits for a form of at most `files` files and `fields` text parts. */
export function multipartLimits(limits: { fileSize: number; files: number; fields: number; fieldSize: number }) {
  return { ...limits, parts: limits.files + limits.fields, headerPairs: 200 };
}

/** A file part's bytes; past the parser's size bound, 413 with the kind's French size message. */
export async function readFilePart(part: MultipartFile, field: string, sizeMessage: string, filesLimitMessage?: string): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(field, sizeMessage, 'payload_too_large');
    if (code === 'FST_FILES_LIMIT' && filesLimitMessage) throw fieldError(field, filesLimitMessage);
    throw error;
  }
}

/** A text part into `parts`: only the form's names, never cut short, never twice. */
export function readTextPart(part: MultipartValue, isKnown: (name: string) => boolean, parts: Record<string, string>): void {
  const name = part.fieldname;
  if (!isKnown(name)) throw unknownFieldError(name);
  if (part.valueTruncated) throw new AppError('payload_too_large', 'Requête trop volumineuse.');
  if (name in parts) throw fieldError(name, 'Champ envoyé deux fois.');
  parts[name] = String(part.value);
}

/**
 * Every file is checked and re-encoded before any is stored: a refused request stores nothing.
 * `typeMessage`: the uploader's own word for a file that is not an image (campaigns have one).
 */
export async function processImages(
  files: { data: Buffer; kind: ImageKind; field: string }[],
  typeMessage?: string,
): Promise<ProcessedImage[]> {
  const processed: ProcessedImage[] = [];
  for (const file of files) {
    try {
      processed.push(await processUploadedImage(file.data, file.kind, file.field));
    } catch (error) {
      if (typeMessage && error instanceof AppError && error.code === 'unsupported_media_type')
        throw fieldError(file.field, typeMessage, 'unsupported_media_type');
      throw error;
    }
  }
  return processed;
}

/** Stores the files, then runs the database write; if that fails, the stored files are removed. */
export async function storeThenWrite<T>(
  ctx: Pick<ServiceContext, 'providers' | 'log'>,
  files: ProcessedImage[],
  write: (names: string[]) => Promise<T>,
): Promise<T> {
  const saved: string[] = [];
  try {
    for (const file of files) saved.push(await ctx.providers.storage.save(file.data, file.extension));
    return await write(saved);
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
