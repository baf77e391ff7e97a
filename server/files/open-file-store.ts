/**
 * Picks the file store from the configuration: an S3-compatible bucket when S3_BUCKET is set,
 * else local disk under DATA_DIR/uploads.
 */
import { openDiskFileStore } from './disk-file-store.ts';
import type { FileStore } from './file-store.ts';
import type { S3Options } from './s3-options.ts';

export type OpenFileStoreOptions = { dataDir: string; s3?: S3Options };

export async function openFileStore(options: OpenFileStoreOptions): Promise<FileStore> {
  if (options.s3) {
    const { openS3FileStore } = await import('./s3-file-store.ts');
    return openS3FileStore(options.s3);
  }
  return openDiskFileStore(options.dataDir);
}
