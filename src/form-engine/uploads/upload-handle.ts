/**
 * One file's upload as the manager (upload-manager.ts) keeps it, and the part of tus-js-client
 * it drives. Its pause, resume and remove are the manager's.
 */
import type { PreviousUpload, UploadOptions } from 'tus-js-client';
import { SpeedMeter, UploadError, type UploadSnapshot } from './upload-state.ts';

/** What a handle asks of its manager. */
export interface HandleOwner {
  pause(handle: UploadHandle): Promise<void>;
  resume(handle: UploadHandle): void;
  remove(handle: UploadHandle): Promise<void>;
}

/** The part of tus-js-client's Upload the manager uses (tests may pass a fake). */
export interface TusUpload {
  url: string | null;
  start(): void;
  abort(shouldTerminate?: boolean): Promise<void>;
  findPreviousUploads(): Promise<PreviousUpload[]>;
  resumeFromPreviousUpload(previous: PreviousUpload): void;
}
export interface TusUploadConstructor {
  new (file: Blob, options: UploadOptions): TusUpload;
  terminate(url: string, options?: UploadOptions): Promise<void>;
}

export interface UploadTarget {
  /** The form definition's id (`upload`). */
  form: string;
  /** The multipart part name that would have carried the file (`files`, `designFile_0`). */
  field: string;
  /** The file's name, for a Blob without one (a gang sheet's design). */
  name?: string;
}

/** `/api/uploads/<id>` of a full upload URL. */
export const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

/** One file's upload. Its `snapshot` is replaced on each change (the manager then notifies). */
export class UploadHandle {
  readonly id: string;
  readonly file: Blob;
  readonly name: string;
  readonly form: string;
  readonly field: string;
  snapshot: UploadSnapshot;
  /** @internal */ tus?: TusUpload;
  /** @internal */ fingerprint?: string;
  /** @internal */ meter = new SpeedMeter();
  /** @internal */ timer?: ReturnType<typeof setTimeout>;
  /** @internal */ restarted = false;
  /** @internal Bytes the server has confirmed (a paused upload shows these). */ accepted = 0;
  /** @internal */ removed = false;
  private readonly manager: HandleOwner;

  constructor(manager: HandleOwner, id: string, file: Blob, target: UploadTarget) {
    this.manager = manager;
    this.id = id;
    this.file = file;
    this.name = target.name ?? (file as File).name ?? 'file';
    this.form = target.form;
    this.field = target.field;
    this.snapshot = { status: 'uploading', bytesSent: 0, bytesTotal: file.size };
  }
  get status() {
    return this.snapshot.status;
  }
  pause() {
    return this.manager.pause(this);
  }
  resume() {
    this.manager.resume(this);
  }
  remove() {
    return this.manager.remove(this);
  }
}

/** The Upload-Metadata of a handle's upload (the server's contract: form, field, filename, filetype). */
export function metadataOf(handle: UploadHandle): Record<string, string> {
  return {
    form: handle.form,
    field: handle.field,
    filename: handle.name,
    filetype: handle.file.type || 'application/octet-stream',
  };
}

/**
 * tus-js-client's own browser fingerprint, made per form and field: the same file sent as
 * another form's or another part's file is another upload.
 */
export function fingerprintOf(handle: UploadHandle, endpoint: string | null | undefined): string {
  const { file } = handle;
  const modified = (file as File).lastModified ?? '';
  return ['tus-br', handle.form, handle.field, handle.name, file.type, file.size, modified, endpoint].join(
    '-',
  );
}

/** Resolves with the handle's path once done; rejects with an UploadError when it fails. */
export function settled(
  handle: UploadHandle,
  subscribe: (listener: () => void) => () => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const { status, path, failure } = handle.snapshot;
      if (status === 'done' && path) finish(() => resolve(path));
      else if (status === 'failed') finish(() => reject(new UploadError(failure ?? 'failed', handle.name)));
      else if (handle.removed) finish(() => reject(new UploadError('failed', handle.name)));
    };
    const abort = () => finish(() => reject(signal?.reason));
    const unsubscribe = subscribe(check);
    const finish = (then: () => void) => {
      unsubscribe();
      signal?.removeEventListener('abort', abort);
      then();
    };
    signal?.addEventListener('abort', abort, { once: true });
    check();
  });
}
