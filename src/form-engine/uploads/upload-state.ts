/**
 * What one upload looks like from outside (a snapshot, replaced on every change), why one was
 * refused, and the speed meter. No React, no tus: upload-manager.ts fills these in.
 */

/** Where an upload is. `offline`: the connection is gone, it goes on by itself when it is back. */
export type UploadStatus = 'uploading' | 'paused' | 'retrying' | 'offline' | 'failed' | 'done';

/**
 * Why an upload was refused, from the server's status (its English body is never shown):
 * `tooLarge` 413, `type` 415 (the content is not what its name says), `busy` 429 (too many
 * unfinished uploads from this connection), `failed` anything else (400, a 5xx after every retry).
 */
export type UploadFailure = 'tooLarge' | 'type' | 'busy' | 'failed';

export interface UploadSnapshot {
  status: UploadStatus;
  failure?: UploadFailure;
  /** Bytes the server has (or that are on their way in the current request). */
  bytesSent: number;
  bytesTotal: number;
  /** Smoothed bytes per second while uploading; undefined until measured. */
  speed?: number;
  /** Seconds left at that speed. */
  secondsLeft?: number;
  /** `/api/uploads/<id>`, once every byte is on the server. */
  path?: string;
}

/** A refused file is not tried again as it is: only these make sense to retry. */
export const retryable = (failure: UploadFailure | undefined) => failure === 'busy' || failure === 'failed';

/** The failure a final HTTP status means (0: no answer at all, i.e. the network). */
export function failureOf(status: number): UploadFailure {
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'type';
  if (status === 429) return 'busy';
  return 'failed';
}

/** An upload that ended without its path: what the submission reports. */
export class UploadError extends Error {
  readonly failure: UploadFailure;
  readonly fileName: string;
  constructor(failure: UploadFailure, fileName: string) {
    super(`The upload of ${fileName} failed (${failure})`);
    this.failure = failure;
    this.fileName = fileName;
  }
}

const windowMs = 250;
const smoothingMs = 3000;

/**
 * Bytes per second, smoothed exponentially over about three seconds (a chunk boundary or a
 * slow moment does not make the time left jump), sampled at most every quarter second.
 */
export class SpeedMeter {
  private last?: { at: number; bytes: number };
  speed?: number;

  /** Forget the last sample (after a pause, a cut): the gap is not a slow moment. */
  reset() {
    this.last = undefined;
  }

  sample(bytes: number, at: number): number | undefined {
    if (!this.last || bytes < this.last.bytes) {
      this.last = { at, bytes };
      return this.speed;
    }
    const elapsed = at - this.last.at;
    if (elapsed < windowMs) return this.speed;
    const instant = ((bytes - this.last.bytes) / elapsed) * 1000;
    const weight = 1 - Math.exp(-elapsed / smoothingMs);
    this.speed = this.speed === undefined ? instant : this.speed + weight * (instant - this.speed);
    this.last = { at, bytes };
    return this.speed;
  }
}

export function secondsLeft(sent: number, total: number, speed: number | undefined): number | undefined {
  if (!speed || speed <= 0) return undefined;
  return Math.max(0, (total - sent) / speed);
}
