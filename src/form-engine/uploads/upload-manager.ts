/**
 * The upload manager: every file a form sends goes to the server by the tus 1.0 protocol
 * (tus-js-client), in 32 MiB chunks, resumable after a cut, a pause or a reload. The form's
 * submission then carries each upload's path (`/api/uploads/<id>`) instead of its bytes.
 * Framework-free: a widget subscribes and reads each handle's snapshot.
 *
 * - One handle per (File object, form, field): starting the same file again gives the same one.
 * - A network cut is retried with backoff; offline, the upload waits for the `online` event
 *   (and tries again every 30 s meanwhile). A refusal (413, 415, 429, 400) ends it as failed.
 * - The URL stays in tus-js-client's URL storage after the upload is done (the submission may
 *   come after a reload); `release()` forgets it once a submission has used it.
 */
import * as tus from 'tus-js-client';
import type { DetailedError, HttpStack, PreviousUpload, UploadOptions, UrlStorage } from 'tus-js-client';
import {
  findStoredUploads,
  isFresh,
  serverOffset,
  storedUploadOf,
  type StoredUpload,
} from './stored-uploads.ts';
import {
  failureOf,
  retryable,
  secondsLeft,
  type UploadFailure,
  type UploadSnapshot,
} from './upload-state.ts';
import {
  fingerprintOf,
  metadataOf,
  pathOf,
  settled,
  UploadHandle,
  type HandleOwner,
  type TusUpload,
  type TusUploadConstructor,
  type UploadTarget,
} from './upload-handle.ts';

export { pathOf, UploadHandle, type TusUpload, type TusUploadConstructor, type UploadTarget };

export interface UploadManagerOptions {
  /** Absolute, since tus-js-client resolves the server's relative Location against it. */
  endpoint?: string;
  chunkSize?: number;
  retryDelays?: number[];
  /** How often an offline upload tries again while no `online` event came. */
  offlineRetryMs?: number;
  Upload?: TusUploadConstructor;
  httpStack?: HttpStack;
  urlStorage?: UrlStorage;
  /** Where the `online` event comes from (the window). */
  events?: EventTarget;
  now?: () => number;
}

export const chunkSize = 32 * 1024 * 1024;
export const retryDelays = [0, 1000, 3000, 5000, 10000, 20000, 30000];

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export class UploadManager implements HandleOwner {
  private readonly handles = new Map<string, UploadHandle>();
  private readonly listeners = new Set<() => void>();
  private readonly options: Required<Omit<UploadManagerOptions, 'events' | 'httpStack' | 'urlStorage'>> & {
    httpStack: HttpStack;
    urlStorage: UrlStorage;
    events?: EventTarget;
  };
  private readonly ids = new WeakMap<Blob, number>();
  /** URLs removed or used by a request: never resumed, even while the storage still lists them. */
  private readonly forgotten = new Set<string>();
  private lastId = 0;
  /** Bumped on every change, for useSyncExternalStore. */
  version = 0;

  constructor(options: UploadManagerOptions = {}) {
    this.options = {
      endpoint:
        options.endpoint ?? new URL('/api/uploads/', globalThis.location?.href ?? 'http://localhost').href,
      chunkSize: options.chunkSize ?? chunkSize,
      retryDelays: options.retryDelays ?? retryDelays,
      offlineRetryMs: options.offlineRetryMs ?? 30_000,
      Upload: options.Upload ?? (tus.Upload as unknown as TusUploadConstructor),
      httpStack: options.httpStack ?? tus.defaultOptions.httpStack,
      urlStorage: options.urlStorage ?? tus.defaultOptions.urlStorage,
      events: options.events ?? (typeof window === 'undefined' ? undefined : window),
      now: options.now ?? Date.now,
    };
    this.options.events?.addEventListener('online', this.onOnline);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The handle of this file for this form and field, if one was started. */
  find(file: Blob, target: UploadTarget): UploadHandle | undefined {
    return this.handles.get(this.keyOf(file, target));
  }

  all(): UploadHandle[] {
    return [...this.handles.values()];
  }

  /** Starts uploading a file, or gives the handle already started for it. */
  start(file: Blob, target: UploadTarget): UploadHandle {
    const key = this.keyOf(file, target);
    const known = this.handles.get(key);
    if (known) return known;
    const handle = new UploadHandle(this, key, file, target);
    this.handles.set(key, handle);
    this.changed();
    void this.begin(handle, true);
    return handle;
  }

  /** Stops sending (tus `abort()`); the bytes already sent stay on the server. */
  async pause(handle: UploadHandle): Promise<void> {
    if (handle.status === 'done' || handle.status === 'failed') return;
    clearTimeout(handle.timer);
    const bytesSent = Math.min(handle.accepted, handle.snapshot.bytesSent);
    this.update(handle, { status: 'paused', bytesSent, speed: undefined, secondsLeft: undefined });
    await handle.tus?.abort().catch(() => undefined);
    // The server keeps the bytes of a part cut short: say how many it holds (after a moment, so
    // it has seen the connection close), not only the parts it confirmed.
    const url = handle.tus?.url;
    if (!url) return;
    await new Promise((done) => setTimeout(done, 400));
    const offset = await serverOffset(this.options.httpStack, url);
    if (typeof offset === 'number' && handle.status === 'paused' && offset > handle.snapshot.bytesSent)
      this.update(handle, { bytesSent: offset });
  }

  /** Goes on from the server's offset (tus `start()`). */
  resume(handle: UploadHandle): void {
    if (handle.removed || handle.status === 'done' || handle.status === 'uploading') return;
    if (handle.status === 'failed' && !retryable(handle.snapshot.failure)) return;
    clearTimeout(handle.timer);
    handle.meter.reset();
    this.update(handle, { status: 'uploading', failure: undefined });
    if (handle.tus) handle.tus.start();
    else void this.begin(handle, true);
  }

  /** Drops the file: an unfinished upload is terminated on the server and forgotten. */
  async remove(handle: UploadHandle): Promise<void> {
    handle.removed = true;
    clearTimeout(handle.timer);
    this.handles.delete(handle.id);
    this.changed();
    if (handle.status === 'done') {
      await handle.tus?.abort().catch(() => undefined);
      await this.forgetStored(handle);
    } else {
      if (handle.tus?.url) this.forgotten.add(handle.tus.url);
      await handle.tus?.abort(true).catch(() => undefined);
    }
  }

  /** Resolves with the upload's path once done; rejects with an UploadError when it fails. */
  whenDone(handle: UploadHandle, signal?: AbortSignal): Promise<string> {
    return settled(handle, (listener) => this.subscribe(listener), signal);
  }

  /**
   * A submission used these uploads: forget them here and in the URL storage (the server
   * refuses an upload used twice, so the same file in a next request is uploaded again).
   */
  async release(handles: readonly UploadHandle[]): Promise<void> {
    for (const handle of handles) {
      this.handles.delete(handle.id);
      await this.forgetStored(handle);
    }
    this.changed();
  }

  /** This form's uploads of an earlier page, with the bytes the server has (stored-uploads.ts). */
  async storedUploads(form: string): Promise<StoredUpload[]> {
    const found = await findStoredUploads(
      this.options.urlStorage,
      this.options.httpStack,
      form,
      this.options.now(),
    );
    const inUse = new Set(this.all().map((handle) => handle.tus?.url));
    return found.filter((upload) => !inUse.has(upload.url) && !this.forgotten.has(upload.url));
  }

  /** Terminates stored uploads on the server and forgets them. */
  async discard(uploads: readonly StoredUpload[]): Promise<void> {
    for (const upload of uploads) {
      await this.options.Upload.terminate(upload.url, this.tusOptions({ retryDelays: [0, 1000] })).catch(
        () => undefined,
      );
      await this.options.urlStorage.removeUpload(upload.key).catch(() => undefined);
    }
  }

  dispose() {
    this.options.events?.removeEventListener('online', this.onOnline);
    for (const handle of this.handles.values()) clearTimeout(handle.timer);
  }

  private readonly onOnline = () => {
    for (const handle of this.handles.values()) if (handle.status === 'offline') this.resume(handle);
  };

  private keyOf(file: Blob, { form, field }: UploadTarget): string {
    let id = this.ids.get(file);
    if (id === undefined) {
      this.lastId += 1;
      id = this.lastId;
      this.ids.set(file, id);
    }
    return `${form}\n${field}\n${id}`;
  }

  private changed() {
    this.version += 1;
    for (const listener of [...this.listeners]) listener();
  }

  private update(handle: UploadHandle, change: Partial<UploadSnapshot>) {
    handle.snapshot = { ...handle.snapshot, ...change };
    this.changed();
  }

  private tusOptions(extra: UploadOptions = {}): UploadOptions {
    return {
      endpoint: this.options.endpoint,
      chunkSize: this.options.chunkSize,
      retryDelays: this.options.retryDelays,
      httpStack: this.options.httpStack,
      urlStorage: this.options.urlStorage,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: false,
      ...extra,
    };
  }

  /** Makes the tus upload and starts it, from a stored URL of this file when there is one. */
  private async begin(handle: UploadHandle, lookBack: boolean) {
    const { file } = handle;
    const upload = new this.options.Upload(
      file,
      this.tusOptions({
        metadata: metadataOf(handle),
        fingerprint: async (_file, options) => (handle.fingerprint = fingerprintOf(handle, options.endpoint)),
        onProgress: (sent, total) => this.progress(handle, sent, total),
        onChunkComplete: (_chunk, accepted) => void (handle.accepted = accepted),
        onSuccess: () => this.succeeded(handle, upload),
        onError: (error) => this.failed(handle, error as DetailedError),
        onShouldRetry: (error) => this.shouldRetry(handle, error),
      }),
    );
    handle.tus = upload;
    if (lookBack) {
      const previous = await upload.findPreviousUploads().catch(() => [] as PreviousUpload[]);
      const now = this.options.now();
      const usable = previous
        .map((entry) => ({ entry, stored: storedUploadOf(entry) }))
        .filter(({ stored }) => stored && stored.form === handle.form && stored.field === handle.field)
        .filter(({ stored }) => !this.forgotten.has(stored!.url))
        .filter(({ stored }) => isFresh(stored!, now))
        .sort((a, b) => b.stored!.created - a.stored!.created);
      if (usable[0]) upload.resumeFromPreviousUpload(usable[0].entry);
    }
    if (handle.removed || handle.status !== 'uploading') return;
    upload.start();
  }

  private progress(handle: UploadHandle, sent: number, total: number) {
    if (handle.removed || handle.status === 'paused' || handle.status === 'done') return;
    const speed = handle.meter.sample(sent, this.options.now());
    this.update(handle, {
      status: 'uploading',
      bytesSent: sent,
      bytesTotal: total,
      speed,
      secondsLeft: secondsLeft(sent, total, speed),
    });
  }

  private succeeded(handle: UploadHandle, upload: TusUpload) {
    if (handle.removed || !upload.url) return;
    const total = handle.snapshot.bytesTotal;
    this.update(handle, {
      status: 'done',
      bytesSent: total,
      path: pathOf(upload.url),
      speed: undefined,
      secondsLeft: 0,
    });
  }

  private shouldRetry(handle: UploadHandle, error: DetailedError): boolean {
    const status = error.originalResponse?.getStatus() ?? 0;
    if (status >= 400 && status < 500 && status !== 409 && status !== 423) return false;
    // Offline, the `online` event resumes it (a retry now would fail at once).
    if (!online()) return false;
    handle.meter.reset();
    this.update(handle, { status: 'retrying', speed: undefined, secondsLeft: undefined });
    return true;
  }

  private failed(handle: UploadHandle, error: DetailedError) {
    if (handle.removed || handle.status === 'paused') return;
    const status = error.originalResponse?.getStatus?.() ?? 0;
    if ((status === 404 || status === 410) && !handle.restarted) {
      // The server no longer has it (expired): a new upload from the first byte.
      handle.restarted = true;
      this.update(handle, { status: 'uploading', bytesSent: 0 });
      void this.forgetStored(handle).then(() => this.begin(handle, false));
      return;
    }
    if (status === 0 && error.originalRequest) {
      // No answer: the network. Keep trying, now and then, and as soon as the browser is online.
      handle.meter.reset();
      this.update(handle, { status: 'offline', speed: undefined, secondsLeft: undefined });
      handle.timer = setTimeout(() => {
        if (handle.status === 'offline' && online()) this.resume(handle);
      }, this.options.offlineRetryMs);
      return;
    }
    const failure: UploadFailure = status ? failureOf(status) : 'failed';
    this.update(handle, { status: 'failed', failure, speed: undefined, secondsLeft: undefined });
  }

  private async forgetStored(handle: UploadHandle) {
    const { fingerprint, tus: upload } = handle;
    if (upload?.url) this.forgotten.add(upload.url);
    if (!fingerprint) return;
    const storage = this.options.urlStorage;
    const entries = await storage.findUploadsByFingerprint(fingerprint).catch(() => [] as PreviousUpload[]);
    for (const entry of entries) {
      if (!upload?.url || !entry.uploadUrl || entry.uploadUrl === upload.url || handle.restarted)
        await storage.removeUpload(entry.urlStorageKey).catch(() => undefined);
    }
  }
}
