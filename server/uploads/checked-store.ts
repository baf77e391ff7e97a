/**
 * The tus server's data store (docs/architecture.md "Resumable uploads"): the tus project's own
 * store on disk (@tus/file-store) or in the bucket (@tus/s3-store), wrapped so that every part is
 * checked and hashed as it arrives:
 * - the first bytes are held back until they show the type the file's name says (a renamed .exe
 *   is refused with 415 in its first 4 KB, and the upload removed);
 * - the SHA-256 runs over the bytes on their way to the store (Node's own, with the CPU's SHA
 *   instructions: a WebAssembly hash whose state could be saved between processes ran at a
 *   ninth of its speed), kept in this process from part to part; a part another process took
 *   breaks the chain, and the finished file is then hashed once, read back (finish-upload.ts);
 * - the ids are the 32 hex digits of the upload's address; the objects live under `tus/` in the
 *   file store's own space (`<uploads>/tus/<id>` on disk, `<S3_PREFIX>tus/<id>` in the bucket).
 * Expiry is the sweeper's (expire-uploads.ts), with the clock the rest of the server uses.
 */
import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import { headBytes } from '../files/file-types.ts';
import type { UploadAccess } from '../store/upload-types.ts';
import { fileKinds } from '../files/file-types.ts';
import { extensionOf } from '../files/file-names.ts';
import { fileKey, type FileStore } from '../files/file-store.ts';
import { UploadRefusal, uploadLifetimeMs } from './upload-rules.ts';

export type InnerStore = DataStore;

/** Where the tus objects of an upload are, given its id. */
export type StoreLayout = {
  /** The inner store's id for an upload (`tus/<id>` under the bucket's prefix, or `<id>` on disk). */
  innerId(id: string): string;
  /** The file store key of the upload's bytes. */
  dataKey(id: string): string;
  /** The file store keys of the inner store's other objects (its metadata, an unfinished part). */
  sideKeys(id: string): string[];
};

/** The SHA-256 of an upload's bytes so far in this process: `offset` bytes of it. */
type RunningHash = { hash: Hash; offset: number; touchedMs: number };

/** A chain nobody continued for this long belongs to an upload gone elsewhere or given up. */
const idleHashMs = 60 * 60 * 1000;

export class CheckedStore extends DataStore {
  readonly inner: InnerStore;
  readonly layout: StoreLayout;
  readonly uploads: UploadAccess;
  readonly files: FileStore;
  private readonly hashes = new Map<string, RunningHash>();

  constructor(inner: InnerStore, layout: StoreLayout, uploads: UploadAccess, files: FileStore) {
    super();
    this.inner = inner;
    this.layout = layout;
    this.uploads = uploads;
    this.files = files;
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
  }

  private outer(upload: Upload, id: string): Upload {
    return new Upload({
      id,
      size: upload.size,
      offset: upload.offset,
      metadata: upload.metadata,
      creation_date: upload.creation_date,
      storage: upload.storage,
    });
  }

  override async create(upload: Upload): Promise<Upload> {
    const inner = new Upload({ ...upload, id: this.layout.innerId(upload.id) });
    const created = await this.inner.create(inner);
    upload.creation_date = created.creation_date ?? upload.creation_date;
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const record = await this.uploads.get(id);
    if (!record) throw ERRORS.FILE_NOT_FOUND;
    // A finished upload is a file of the file store now: complete, as far as the client goes.
    if (record.finishedMs !== null)
      return new Upload({
        id,
        size: record.size,
        offset: record.size,
        creation_date: new Date(record.createdMs).toISOString(),
      });
    return this.outer(await this.inner.getUpload(this.layout.innerId(id)), id);
  }

  /** Termination: an upload under way, or a finished one no request took (the visitor removed it). */
  override async remove(id: string): Promise<void> {
    const record = await this.uploads.get(id);
    if (!record || record.submissionId !== null) throw ERRORS.FILE_NOT_FOUND;
    if (record.storedName) await this.files.remove([fileKey(record.storedName)]);
    if (record.finishedMs === null) await this.inner.remove(this.layout.innerId(id)).catch(() => undefined);
    await this.files.remove([this.layout.dataKey(id), ...this.layout.sideKeys(id)]);
    await this.uploads.remove(id);
  }

  override async declareUploadLength(): Promise<void> {
    throw ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION;
  }

  /** The SHA-256 of a complete upload, when this process saw every byte of it; taken once. */
  takeDigest(id: string, size: number): string | undefined {
    const running = this.hashes.get(id);
    this.hashes.delete(id);
    return running?.offset === size ? running.hash.digest('hex') : undefined;
  }

  /** The hash to continue at `offset`, or null when the chain is broken (hashed at the end). */
  private hashAt(id: string, offset: number): RunningHash | null {
    const now = Date.now();
    for (const [other, running] of this.hashes)
      if (now - running.touchedMs > idleHashMs) this.hashes.delete(other);
    if (offset === 0) return { hash: createHash('sha256'), offset: 0, touchedMs: now };
    const running = this.hashes.get(id);
    this.hashes.delete(id);
    return running?.offset === offset ? running : null;
  }

  override getExpiration(): number {
    return uploadLifetimeMs;
  }

  override async deleteExpired(): Promise<number> {
    // The sweeper's (expire-uploads.ts): it knows the stored files and the clock.
    return 0;
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const record = await this.uploads.get(id);
    if (!record || record.finishedMs !== null) throw ERRORS.FILE_NOT_FOUND;
    const kind = fileKinds[extensionOf(record.originalName)];
    const running = this.hashAt(id, offset);
    const hasher = running?.hash;
    const headNeeded = record.headChecked ? 0 : Math.min(headBytes, record.size - offset);
    let refusal: UploadRefusal | undefined;
    let seen = 0;
    let head: Buffer[] = [];
    let headLength = 0;
    const markChecked = () => this.uploads.markHeadChecked(id);

    const check = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (headNeeded > 0 && head !== null && headLength < headNeeded) {
          head.push(chunk);
          headLength += chunk.length;
          if (headLength < headNeeded) return callback();
          const bytes = Buffer.concat(head);
          head = [];
          if (offset !== 0 || !kind?.matches(bytes.subarray(0, headBytes))) {
            refusal = new UploadRefusal(
              415,
              'unsupported-media-type',
              `The content of "${record!.originalName}" is not what its name says.`,
            );
            return callback(refusal);
          }
          markChecked().then(() => {
            hasher?.update(bytes);
            seen += bytes.length;
            callback(null, bytes);
          }, callback);
          return;
        }
        hasher?.update(chunk);
        seen += chunk.length;
        callback(null, chunk);
      },
      // A part that ended before the type could be told writes nothing of it: the offset stays,
      // and the client sends those bytes again with the next part.
      flush(callback) {
        callback();
      },
    });
    readable.on('error', (error) => check.destroy(error));
    let written: number;
    try {
      written = await this.inner.write(readable.pipe(check), this.layout.innerId(id), offset);
    } catch (error) {
      if (refusal) {
        await this.remove(id).catch(() => undefined);
        throw refusal;
      }
      throw error;
    }
    if (running && written === offset + seen)
      this.hashes.set(id, { hash: running.hash, offset: written, touchedMs: Date.now() });
    return written;
  }
}
