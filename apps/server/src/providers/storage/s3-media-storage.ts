// S3-compatible object storage (docs/media-storage.md): AWS S3, or MinIO, Garage, Scaleway, OVH…
// with path-style addresses. Keys are the same as on the local disk, under an optional prefix.
// Objects carry their type and a one-year immutable cache header: keys are random and never reused.
import type { S3Settings } from '../../config/index.js';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { MEDIA_CACHE_CONTROL } from './cache.js';
import { UPLOADED_KEY, contentTypeOf, isReadableKey, newUploadKey } from './media-keys.js';
import type { MediaStorage } from './media-storage.js';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // streaming checksum headers the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  const put = (key: string, data: Buffer) =>
    client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: objectKey(key),
        Body: data,
        ContentType: contentTypeOf(key),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  return {
    kind: 's3',
    async save(data, extension) {
      const key = newUploadKey(extension);
      await put(key, data);
      return key;
    },
    async put(key, data) {
      if (!isReadableKey(key)) throw new Error(`invalid media key: ${key}`);
      await put(key, data);
    },
    async read(key) {
      if (!isReadableKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, contentType: contentTypeOf(key), size: object.ContentLength ?? 0, etag: object.ETag };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async has(key) {
      if (!isReadableKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async list() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: settings.prefix || undefined, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(settings.prefix.length);
          if (key && isReadableKey(key)) keys.push(key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async remove(key) {
      // Only keys this product generated, as on the disk.
      if (!UPLOADED_KEY.test(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
    },
  };
}
