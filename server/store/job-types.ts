/**
 * The background jobs' queue (docs/architecture.md "Background jobs"), as the store offers it:
 * written once for both engines in job-queries.ts. Times are milliseconds since 1970, passed in
 * by the caller (the worker's clock), as the outbox's are.
 */
import type { JobKind, NewFile } from './record-types.ts';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A job one worker holds until `leaseUntilMs`: nobody else takes it before then. */
export type ClaimedJob = {
  id: number;
  kind: JobKind;
  submissionId: number;
  reference: string;
  /** Tries so far, this one included: also the claim's token (a stale worker's marks are ignored). */
  attempts: number;
  createdMs: number;
};

/** A job as the owner's request view shows it. */
export type JobRecord = {
  id: number;
  kind: JobKind;
  state: JobState;
  /** While 'running': when the claim runs out (after that, any worker may take it again). */
  leaseUntilMs: number | null;
  attempts: number;
  createdAt: string;
  /** When it was done or given up on; null before. */
  endedAt: string | null;
  /** The last failure's reason (kept after a retry until the job is done). */
  error: string | null;
};

/** A file a job made, already in the file store under its stored name. */
export type JobFile = NewFile;

export interface JobAccess {
  /**
   * Up to `limit` jobs due by `nowMs` (queued and due, or running with a claim that ran out),
   * oldest first, each claimed until `nowMs + leaseMs` with one more attempt counted. Several
   * processes may call it at once: each job goes to one of them.
   */
  claim(nowMs: number, leaseMs: number, limit: number): Promise<ClaimedJob[]>;
  /** Holds the claim longer (a long build); false when the claim is no longer this worker's. */
  holdLease(job: ClaimedJob, untilMs: number): Promise<boolean>;
  /**
   * Done, with the files it made attached to its request in the same transaction: files the job
   * attached before in the same fields are replaced (their objects left to the sweeper), so a
   * job run twice attaches once. False (nothing written) when the claim is no longer this worker's.
   */
  complete(job: ClaimedJob, files: readonly JobFile[], nowMs: number): Promise<boolean>;
  /** Back in the queue, due at `dueMs`, with the reason kept. */
  retryAt(job: ClaimedJob, dueMs: number, error: string): Promise<boolean>;
  /** Given up on, with the reason kept. */
  fail(job: ClaimedJob, nowMs: number, error: string): Promise<boolean>;
  /** The request's jobs, oldest first; empty when there is no such request. */
  ofRequest(reference: string): Promise<JobRecord[]>;
  /** The owner's Retry: a failed job of the request queued again with fresh attempts; false when none. */
  retry(reference: string, jobId: number, nowMs: number): Promise<boolean>;
}
