// A local S3-compatible server for the tests (s3rver: the S3 REST API over HTTP, signatures
// checked), so the real adapter and the AWS SDK run end to end (docs/media-storage.md). One per
// test file, on a free port, with its files in a temporary directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3_PEER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type S3Peer = {
  endpoint: string;
  bucket: string;
  /** The STORAGE_URL of the bucket (keys under `prefix`, e.g. `media/`), for a server started with it. */
  storageUrl(prefix?: string): string;
  /** The S3_* variables of the bucket. */
  env: Record<string, string>;
  /** The objects the peer holds, by key (read from its own directory, not through S3). */
  objectKeys(): string[];
  close(): Promise<void>;
};

export async function startS3Peer(bucket = 'fournil-media'): Promise<S3Peer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fournil-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    storageUrl: (prefix = '') =>
      `s3+http://${S3_PEER_KEYS.accessKeyId}:${S3_PEER_KEYS.secretAccessKey}@127.0.0.1:${port}/${bucket}/${prefix}?region=fr-par`,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'fr-par',
      S3_ACCESS_KEY_ID: S3_PEER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_PEER_KEYS.secretAccessKey,
    },
    objectKeys() {
      const root = path.join(directory, bucket);
      if (!fs.existsSync(root)) return [];
      // s3rver keeps each object as `<key>._S3rver_object` beside its metadata files.
      return fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('._S3rver_object'))
        .map((entry) =>
          path
            .relative(root, path.join(entry.parentPath, entry.name.replace(/\._S3rver_object$/, '')))
            .split(path.sep)
            .join('/'),
        )
        .sort();
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
