/**
 * The resumable uploads' bookkeeping (server/uploads/, migration 014): what the tus server and
 * the intake need to know of an upload in any process, and the lock of an upload while one
 * process writes its next part.
 */

export type NewUpload = {
  id: string;
  formId: string;
  field: string;
  originalName: string;
  contentType: string;
  size: number;
  clientKey: string;
  createdMs: number;
  expiresMs: number;
};

export type UploadRecord = NewUpload & {
  headChecked: boolean;
  storedName: string | null;
  sha256: string | null;
  finishedMs: number | null;
  submissionId: number | null;
};

export type LockTurn = { held: boolean; releaseWanted: boolean };

export interface UploadAccess {
  create(upload: NewUpload): Promise<void>;
  get(id: string): Promise<UploadRecord | null>;
  /** The unfinished uploads of one address not yet expired: how many, and their declared bytes. */
  openFor(clientKey: string, nowMs: number): Promise<{ count: number; bytes: number }>;
  markHeadChecked(id: string): Promise<void>;
  /** Names the stored file before the bytes move; false when the upload is gone or named already. */
  nameStoredFile(id: string, storedName: string): Promise<boolean>;
  /** Marks it finished; a request may take it until `expiresMs`. */
  finish(id: string, sha256: string, nowMs: number, expiresMs: number): Promise<void>;
  remove(id: string): Promise<void>;
  /** Uploads no request took whose time is up, oldest first. */
  expired(nowMs: number, limit: number): Promise<UploadRecord[]>;
  /** Takes the lock if it is free or its holder's time ran out. */
  tryLock(id: string, holder: string, untilMs: number, nowMs: number): Promise<boolean>;
  /** Renews a lock this holder has; says whether another asked for it. */
  renewLock(id: string, holder: string, untilMs: number): Promise<LockTurn>;
  /** Asks the holder of the lock, whichever process, to let go. */
  wantRelease(id: string): Promise<void>;
  unlock(id: string, holder: string): Promise<void>;
}

/** Thrown inside the transaction that stores a request whose upload another request took first. */
export class UploadTakenError extends Error {
  constructor() {
    super('An upload of this request belongs to another request already.');
    this.name = 'UploadTakenError';
  }
}
