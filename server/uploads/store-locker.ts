/**
 * The tus server's locker over the store (docs/architecture.md "Resumable uploads"): one
 * process at a time writes an upload's next part, whichever process the load balancer sent it
 * to. A lock is a row held for a few seconds and renewed while its part arrives, so a process
 * that dies lets go by itself. A request that finds it taken asks the holder to let go (a client
 * that reconnected while its old connection still hangs on the server): the holder reads the ask
 * at its next renewal and ends its part, as the tus server's memory locker would.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { UploadAccess } from '../store/upload-types.ts';

export type StoreLockerOptions = {
  /** How long a lock holds without renewal. Default 15 s. */
  leaseMs?: number;
  /** How often the holder renews and reads a release request. Default 500 ms. */
  renewMs?: number;
  /** How long a request waits for the lock before 500 (the tus server's lock timeout). Default 30 s. */
  acquireTimeoutMs?: number;
};

export class StoreLocker implements Locker {
  readonly uploads: UploadAccess;
  readonly options: Required<StoreLockerOptions>;

  constructor(uploads: UploadAccess, options: StoreLockerOptions = {}) {
    this.uploads = uploads;
    this.options = { leaseMs: 15_000, renewMs: 500, acquireTimeoutMs: 30_000, ...options };
  }

  newLock(id: string): Lock {
    return new StoreLock(id, this.uploads, this.options);
  }
}

class StoreLock implements Lock {
  private readonly holder = `${process.pid}-${randomBytes(6).toString('hex')}`;
  private renewal: NodeJS.Timeout | undefined;
  private readonly id: string;
  private readonly uploads: UploadAccess;
  private readonly options: Required<StoreLockerOptions>;

  constructor(id: string, uploads: UploadAccess, options: Required<StoreLockerOptions>) {
    this.id = id;
    this.uploads = uploads;
    this.options = options;
  }

  async lock(stop: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { leaseMs, renewMs, acquireTimeoutMs } = this.options;
    const giveUpAt = Date.now() + acquireTimeoutMs;
    let asked = false;
    while (!(await this.uploads.tryLock(this.id, this.holder, Date.now() + leaseMs, Date.now()))) {
      if (!asked) {
        await this.uploads.wantRelease(this.id);
        asked = true;
      }
      if (stop.aborted || Date.now() > giveUpAt) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(100);
      // Asked again now and then: the holder may have been replaced by a newer one.
      if (Math.random() < 0.2) asked = false;
    }
    let releasing = false;
    this.renewal = setInterval(() => {
      this.uploads.renewLock(this.id, this.holder, Date.now() + leaseMs).then(
        (turn) => {
          if (turn.releaseWanted && !releasing) {
            releasing = true;
            void requestRelease();
          }
        },
        () => undefined,
      );
    }, renewMs);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    await this.uploads.unlock(this.id, this.holder);
  }
}
