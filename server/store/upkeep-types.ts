/**
 * The store's housekeeping interfaces (docs/data-and-backups.md "Where data lives", "Backup and restore"): the
 * bookkeeping of loose files, the nightly backups' record, and backup and restore's access.
 * types.ts re-exports them with the rest of the store's contract.
 */
import type { BackupRow, BackupTableName } from './backup-tables.ts';
/**
 * The bookkeeping that keeps the file store free of objects no request holds (docs/data-and-backups.md
 * "Where data lives"). Times are milliseconds since 1970.
 */
export interface FileRecords {
  /** Notes an upload before its first byte is written; the commit that stores its request forgets it. */
  reserve(storedName: string, nowMs: number): Promise<void>;
  /** Marks files loose now (the uploads of a refused or repeated request). */
  discard(storedNames: readonly string[], nowMs: number): Promise<void>;
  /**
   * Up to `limit` loose files whose objects may go: uploads noted before `uploadsBeforeMs`, and
   * deleted requests' files, unless a backup holds its lease (it may still read them).
   */
  removable(nowMs: number, uploadsBeforeMs: number, limit: number): Promise<string[]>;
  /** Forgets loose files once their objects are gone. */
  forget(storedNames: readonly string[]): Promise<void>;
  /** Takes or renews the lease `name` until `untilMs`. */
  holdLease(name: string, untilMs: number): Promise<void>;
  releaseLease(name: string): Promise<void>;
  /** Forgets idempotency keys older than `beforeMs`. */
  forgetIdempotencyKeys(beforeMs: number): Promise<void>;
}

/** One night's backup: claimed by one process, then finished with a file or an error. */
export type BackupRun = {
  /** The shop-local day, YYYY-MM-DD. */
  day: string;
  startedMs: number;
  finishedMs: number | null;
  /** The archive's file name in BACKUP_DIR. */
  file: string | null;
  size: number | null;
  error: string | null;
};

export interface BackupRuns {
  /**
   * True for exactly one caller per day, however many processes ask: the one that makes that
   * night's backup. A claim started before `staleBeforeMs` and never finished may be taken over.
   */
  claim(day: string, nowMs: number, staleBeforeMs: number): Promise<boolean>;
  finish(
    day: string,
    result: { finishedMs: number; file?: string; size?: number; error?: string },
  ): Promise<void>;
  /** The newest day's run, null before the first. */
  latest(): Promise<BackupRun | null>;
}

/** One table of a backup snapshot, read in its key's order, `limit` rows after the row `after`. */
export type SnapshotTables = {
  rows(table: BackupTableName, after: BackupRow | null, limit: number): Promise<BackupRow[]>;
};

/** What a store already holds that a restore would overwrite or mix with (docs/data-and-backups.md "Backup and restore"). */
export type StoreContents = {
  requests: number;
  ownerPassword: number;
  textVersions: number;
  textDrafts: number;
};

/**
 * Backup and restore (server/backup/): rows in the shapes of backup-tables.ts, the same on both
 * stores.
 */
export interface BackupAccess {
  /** The highest migration applied. */
  schemaVersion(): Promise<number>;
  /**
   * Calls `read` inside one read-only snapshot: every table it reads is as it was at the first
   * read, whatever this and other processes write meanwhile, and the writers never wait for it.
   */
  snapshot<T>(read: (tables: SnapshotTables) => Promise<T>): Promise<T>;
  contents(): Promise<StoreContents>;
  /** Writes rows as an archive holds them, ids included, in one transaction. */
  importRows(table: BackupTableName, rows: readonly BackupRow[]): Promise<void>;
  /** Once every row is written: new rows are numbered after the restored ones. */
  finishImport(): Promise<void>;
}

/** One hit counted against a per-address limit: let through or not, and the tokens left. */
export type RateLimitHit = { allowed: boolean; tokens: number };

/**
 * The per-address limits (intake/rate-limit.ts), kept in the store so that every server process
 * on one database counts the same hits. One token bucket per scope and hashed address: `perMinute`
 * hits a minute on average, bursts of up to `perMinute`. Times are milliseconds since 1970.
 */
export interface RateLimits {
  /**
   * Counts one hit in one statement, so concurrent hits from any number of processes are each
   * counted once: allowed when a whole token was left (and takes it), else the tokens there are.
   */
  take(scope: string, addressHash: string, perMinute: number, nowMs: number): Promise<RateLimitHit>;
  /** Forgets buckets last touched before `beforeMs` (a minute after its last hit a bucket is full). */
  forgetBefore(beforeMs: number): Promise<void>;
}
