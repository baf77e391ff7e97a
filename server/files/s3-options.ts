/**
 * The bucket settings besides the SDK's own variables (docs/data-and-backups.md "Where data lives"), as config.ts
 * reads them (s3-config.ts) and the S3 file store uses them. Their own module so the S3 files need
 * not import open-file-store.ts, which loads them.
 */
export type S3Options = {
  bucket: string;
  /** Put before every key, e.g. `shop/`. */
  prefix?: string;
  /** Path-style addressing (MinIO, s3rver and some other endpoints need it). */
  forcePathStyle?: boolean;
  /** AWS_ENDPOINT_URL_S3 (config.ts); unset, the SDK's own (AWS_ENDPOINT_URL, else AWS S3). */
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};
