/**
 * Where uploaded files live (docs/data-and-backups.md "Where data lives"): one interface, two implementations,
 * chosen at start: local disk under DATA_DIR (the default, disk-file-store.ts) or any
 * S3-compatible bucket (S3_BUCKET, s3-file-store.ts). The intake, the owner's downloads, the
 * sweeper and backup/restore only ever see this interface; one contract suite runs on both.
 *
 * Keys are `files/<stored name>`: the stored name is random (file-names.ts), so a key never
 * holds anything a visitor sent and never depends on the request's reference.
 */
import type { Readable } from 'node:stream';
import type { S3Options } from './s3-options.ts';

export type FileStoreKind = 'disk' | 's3';

export type StoredObject = { body: Readable; size: number };

/** Bytes `start` to `end` of an object, both included (an HTTP Range). */
export type ByteRange = { start: number; end: number };

/** Where the resumable uploads' objects live while they arrive (server/uploads/): not a file's. */
export const uploadsFolder = 'tus';

export interface FileStore {
  readonly kind: FileStoreKind;
  /** The bucket's settings, for a store in a bucket: the resumable uploads use the same bucket. */
  readonly s3?: S3Options;
  /**
   * Writes `body` as `key` and resolves once it is durable (fsynced, or acknowledged by the
   * bucket). A stream that errors rejects the call and leaves no object behind. An existing
   * key is replaced.
   */
  put(key: string, body: Readable): Promise<void>;
  /**
   * The object's bytes and its whole size; null when there is no such key. With `range`, only
   * those bytes (the caller checked the range against the size).
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /**
   * Moves the object `from` to `key`, durably, within the store (a rename on disk, a copy and a
   * delete in the bucket): a finished upload becomes a file without its bytes passing through.
   */
  adopt(key: string, from: string): Promise<void>;
  /** Removes the keys; a key that is already gone is fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every key but the uploads under way, in no particular order (restore's emptiness check, tests). */
  list(): AsyncIterable<string>;
  /** For /api/ready: a cheap round trip that touches the store. */
  health(): Promise<{ ok: boolean; error?: string }>;
  close(): Promise<void>;
}

const storedNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** The key of an uploaded file. */
export function fileKey(storedName: string): string {
  if (!storedNamePattern.test(storedName)) throw new Error(`Not a stored file name: '${storedName}'`);
  return `files/${storedName}`;
}

/** A key as the stores accept it: a folder and a name, nothing that could climb out of a root. */
export const keyPattern = /^[a-z][a-z0-9-]{0,30}\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Not a file store key: '${key}'`);
  return key;
}
