// The part of s3rver's API the tests use (the package ships no types).
declare module 's3rver' {
  type BucketConfig = { name: string; configs: (string | Buffer)[] };
  type Options = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: BucketConfig[];
    resetOnClose?: boolean;
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number; family: string }>;
    close(): Promise<void>;
  }
}
