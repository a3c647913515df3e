// Where uploaded images live. Callers only see random names relative to the media root (served
// under /media/, see lib/media-url.ts); the local disk adapter is the only one today, an
// S3-compatible adapter would implement the same two calls (docs/bakery-management.md, "Images").

export type MediaStorage = {
  /** Stores the bytes under a new random name ending in `.${extension}`; returns that name. */
  save(data: Buffer, extension: string): Promise<string>;
  /** Deletes a stored file; a name that is already gone is not an error. */
  remove(name: string): Promise<void>;
};
