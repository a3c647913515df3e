// Where uploaded media go (docs/media-storage.md): an S3-compatible bucket, or the local disk.
import type { TEnv } from './env-schema.js';

export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's usual chain (environment, instance role…). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key` (MinIO, Garage, most hosts). */
  forcePathStyle: boolean;
  /** Prepended to every key, e.g. `media/`. */
  prefix: string;
};

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** The bucket STORAGE_URL names after its host, and the key prefix after the bucket. */
function bucketPathOf(url: URL): { bucket: string; prefix: string[] } {
  const [bucket = '', ...prefix] = url.pathname.split('/').filter(Boolean);
  return { bucket, prefix };
}

/** What STORAGE_URL and S3_* cannot be together: one sentence each, naming the variables. */
export function storageRefusals(e: TEnv): string[] {
  if (e.STORAGE_URL && e.S3_BUCKET) return ['STORAGE_URL et S3_BUCKET ne peuvent pas être donnés ensemble (choisissez l’un des deux).'];
  if (e.STORAGE_URL && !BUCKET_NAME.test(bucketPathOf(new URL(e.STORAGE_URL)).bucket)) {
    return ['STORAGE_URL doit nommer un compartiment S3 après l’hôte (s3://clé:secret@hôte/compartiment).'];
  }
  if (e.S3_BUCKET && !!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    return ['S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble (ou aucun des deux).'];
  }
  return [];
}

/**
 * The bucket of STORAGE_URL (`s3://KEY:SECRET@host[:port]/bucket[/prefix/]?region=…&path_style=0`,
 * `s3+http://` for an endpoint without TLS) or of the S3_* variables; undefined: the local disk.
 * Read once storageRefusals(e) found nothing.
 */
export function storageSettings(e: TEnv): S3Settings | undefined {
  if (e.STORAGE_URL) {
    const url = new URL(e.STORAGE_URL);
    const { bucket, prefix } = bucketPathOf(url);
    return {
      bucket,
      endpoint: `${url.protocol === 's3+http:' ? 'http' : 'https'}://${url.host}`,
      region: url.searchParams.get('region') ?? e.S3_REGION,
      accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
      secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
      forcePathStyle: !['0', 'false', 'non'].includes(url.searchParams.get('path_style') ?? ''),
      prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
    };
  }
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    // Path-style by default with a custom endpoint (MinIO, Garage, Scaleway, OVH), virtual-host style on AWS.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    prefix: e.S3_PREFIX,
  };
}
