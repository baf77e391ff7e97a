/**
 * Picks the file store from the configuration: an S3-compatible bucket when S3_BUCKET is set,
 * else local disk under DATA_DIR/uploads.
 */
import { openDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';

/** The bucket settings besides the SDK's own variables (docs/data-and-backups.md "Where data lives"). */
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

export type OpenFileStoreOptions = { dataDir: string; s3?: S3Options };

export async function openFileStore(options: OpenFileStoreOptions): Promise<FileStore> {
  if (options.s3) {
    const { openS3FileStore } = await import('./s3-file-store.ts');
    return openS3FileStore(options.s3);
  }
  return openDiskFileStore(options.dataDir);
}
