/**
 * The one interface both stores implement (docs/architecture.md "The parts"): SQLite through
 * node:sqlite when no DATABASE_URL is set, PostgreSQL through pg when it is. The intake and
 * the owner pages only ever see this interface; tests run the same suite against both.
 */

import type { SpamReason } from '../../catalog/request-statuses.ts';
import type { EmailDelivery, HistoryEntry, Note } from '../../core/api/owner.ts';
import type { ContentAccess } from './content-types.ts';
import type { FormVersionAccess, PriceTableVersionAccess } from './form-version-types.ts';
import type { CustomerAccess, Message, MessageAuthor, Proof } from './customer-types.ts';
import type { JobAccess, JobRecord } from './job-types.ts';
import type { UploadAccess } from './upload-types.ts';
import type { Quote, QuoteAccess, QuoteState } from './quote-types.ts';
import type {
  Estimate,
  Language,
  NewFile,
  NewJob,
  NewMail,
  Mail,
  MailKind,
  Submission,
  SubmissionStatus,
} from './record-types.ts';
import type { BackupAccess, BackupRuns, FileRecords, RateLimits } from './upkeep-types.ts';

export type * from './upkeep-types.ts';
export type * from './upload-types.ts';
export type * from './content-types.ts';
export type * from './form-version-types.ts';
export type * from './customer-types.ts';
export type * from './quote-types.ts';
export type * from './job-types.ts';
export * from './record-types.ts';
export type {
  EmailDelivery,
  HistoryEntry,
  HistoryEvent,
  Note as OwnerNote,
  NotifyState,
} from '../../core/api/owner.ts';

export type NewSubmission = {
  formId: string;
  /** One letter that says the kind of request (Q quote, B booking, ...); see reference.ts. */
  referencePrefix: string;
  /** The validated form data, as JSON. */
  data: Record<string, unknown>;
  ipHash: string | null;
  userAgent: string | null;
  files: readonly NewFile[];
  /** Set when the intake judged it spam: stored with status 'spam' and this reason. */
  spamReason?: SpamReason;
  /** The language of the page it was sent from; default 'en'. */
  lang?: Language;
  /** The server's estimate from the form's price table (never the browser's); none by default. */
  estimate?: Estimate | null;
  /** The version of its form it was checked against; none: stored as sent with version 1. */
  formVersion?: number;
  /**
   * The request's Idempotency-Key header: when a submission of the same form already came with
   * it, nothing is stored and insert answers with that submission's reference.
   */
  idempotencyKey?: string;
  /**
   * The e-mails about it, composed once the reference is known and queued in the outbox in the
   * same transaction as the row (nothing is queued when it returns none).
   */
  mails?: (stored: { reference: string; createdAt: string }) => NewMail[];
  /** Background jobs queued in the same transaction as the row (the gang sheet's print file). */
  jobs?: readonly NewJob[];
};

/** An outbox row claimed by one sender: no other sender takes it until the claim runs out. */
export type ClaimedMail = {
  id: number;
  reference: string;
  kind: MailKind;
  message: Mail;
  /** Tries so far, this one included. */
  attempts: number;
  createdMs: number;
};

/** The outbox's queue operations; times are milliseconds since 1970. */
export interface OutboxAccess {
  /**
   * Up to `limit` pending e-mails due by `nowMs`, oldest first, each claimed until
   * `nowMs + leaseMs` (its next due time) with one more attempt counted. Several processes may
   * call it at once: each row goes to one of them.
   */
  claim(nowMs: number, leaseMs: number, limit: number): Promise<ClaimedMail[]>;
  markSent(id: number, nowMs: number): Promise<void>;
  /** Back in the queue, due at `dueMs`. */
  retryAt(id: number, dueMs: number, error: string): Promise<void>;
  markFailed(id: number, nowMs: number, error: string): Promise<void>;
  /** Rows per state (for tests and health): pending, sent, failed. */
  counts(): Promise<Record<EmailDelivery['state'], number>>;
}

export type SubmissionDetail = Submission & {
  history: HistoryEntry[];
  notes: Note[];
  /** The shop's e-mail; null when none was due (e-mail off, or spam). */
  emailDelivery: EmailDelivery | null;
  /** The newest e-mail to the visitor (receipt or status change); null when none was due. */
  visitorDelivery: EmailDelivery | null;
  /** The conversation with the customer, oldest first (never the owner's notes). */
  messages: Message[];
  /** Proofs sent, newest version first. */
  proofs: Proof[];
  /** Quotes sent, newest version first. */
  quotes: Quote[];
  /** Its background jobs (the gang sheet's print file), oldest first. */
  jobs: JobRecord[];
};

export type FormCounts = { formId: string; received: number; total: number };
export type InboxCounts = {
  forms: FormCounts[];
  spam: number;
  /** Requests (not spam) whose newest message is the customer's. */
  waiting: number;
  /** Requests still 'quoted' whose newest quote is accepted. */
  accepted: number;
};

export type SubmissionSummary = Omit<Submission, 'files'> & {
  fileCount: number;
  /** The customer's messages the owner has not read. */
  unread: number;
  /** Who wrote the newest message; null before any. */
  lastMessageFrom: MessageAuthor | null;
  /** The newest quote's state; null before any. */
  quoteState: QuoteState | null;
};

export type SubmissionFilter = {
  formId?: string;
  status?: SubmissionStatus;
  /** Leaves out one status (the inbox hides spam unless asked for it). */
  exceptStatus?: SubmissionStatus;
  /** Case-insensitive text in any field value, or in the reference. */
  text?: string;
  /** Inclusive lower and exclusive upper bound on createdAt (ISO 8601). */
  createdFrom?: string;
  createdBefore?: string;
  /** Only requests whose newest message is the customer's ("Waiting for you"). */
  waiting?: boolean;
  /** Only requests still 'quoted' whose newest quote is accepted ("Quote accepted"). */
  accepted?: boolean;
};

export type Paging = {
  /** 1 to 500; default 50. */
  limit?: number;
  offset?: number;
};

export type SubmissionPage = { items: SubmissionSummary[]; total: number };

export type StoreHealth = {
  kind: 'sqlite' | 'postgres';
  ok: boolean;
  /** For the log only: health replies never show it to the visitor. */
  error?: string;
};

export type InsertResult = {
  id: number;
  reference: string;
  createdAt: string;
  /** True when the Idempotency-Key had been seen: the reference is the first submission's. */
  replayed?: boolean;
};

export interface SubmissionStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies the numbered migrations not applied yet; safe to run from several processes. */
  migrate(): Promise<void>;
  /** The row and its file rows in one transaction; resolves only after the commit. */
  insert(submission: NewSubmission): Promise<InsertResult>;
  get(reference: string): Promise<Submission | null>;
  /** Newest first. */
  list(filter?: SubmissionFilter, paging?: Paging): Promise<SubmissionPage>;
  /** The row, its history and the owner's notes; null when there is none. */
  detail(reference: string): Promise<SubmissionDetail | null>;
  /** The same filters as list, every row, newest first, `size` rows at a time. */
  batches(filter: SubmissionFilter | undefined, size: number): AsyncIterable<SubmissionSummary[]>;
  counts(): Promise<InboxCounts>;
  /**
   * Changes the status and records it in the history, together, with the e-mails `mails`
   * composes from the changed row queued in the same transaction. False when no such reference.
   */
  updateStatus(
    reference: string,
    status: SubmissionStatus,
    by?: HistoryEntry['by'],
    mails?: (submission: Submission) => NewMail[],
  ): Promise<boolean>;
  addNote(reference: string, text: string): Promise<boolean>;
  /**
   * Deletes the row, its file rows, history and notes, and marks its files loose (the sweeper
   * removes their objects: files/file-sweeper.ts).
   */
  delete(reference: string): Promise<boolean>;
  /** Deletes spam that arrived before `before` (ISO), its files marked loose; the references. */
  purgeSpam(before: string): Promise<string[]>;
  /** Which objects of the file store may be removed, and the leases that hold them back. */
  files: FileRecords;
  /** The nightly backups' turns and results. */
  backups: BackupRuns;
  /** The per-address limits of the intake and the status lookup, shared by every process. */
  rateLimits: RateLimits;
  owner: OwnerAccess;
  /** The customer's links, the conversation and the proofs (customer-types.ts). */
  customer: CustomerAccess;
  /** Priced quotes (quote-types.ts). */
  quotes: QuoteAccess;
  /** The e-mail queue (notify/mail-sender.ts works it). */
  outbox: OutboxAccess;
  /** The background jobs' queue (gang-sheets/job-worker.ts works it). */
  jobs: JobAccess;
  /** The resumable uploads (server/uploads/) and their locks. */
  uploads: UploadAccess;
  /** The site's editable texts: the owner's draft and the published versions. */
  content: ContentAccess;
  /** Every version of every form (form-version-types.ts). */
  formVersions: FormVersionAccess;
  /** Every version of every price table (form-version-types.ts). */
  priceVersions: PriceTableVersionAccess;
  /** Reading every table for a backup, and writing them back into an empty store. */
  backup: BackupAccess;
  /** A random value made once per database and shared by every process that uses it. */
  secret(name: string): Promise<string>;
  health(): Promise<StoreHealth>;
  close(): Promise<void>;
}

/** The owner's password, sessions and sign-in throttle. Times are milliseconds since 1970. */
export interface OwnerAccess {
  passwordHash(): Promise<string | null>;
  /** Sets or replaces the hash and ends every session, in one transaction. */
  setPasswordHash(hash: string): Promise<void>;
  createSession(idHash: string, nowMs: number): Promise<void>;
  /** True, and marks it seen, when the session exists and was seen within `idleMs`; a stale one is deleted. */
  touchSession(idHash: string, nowMs: number, idleMs: number): Promise<boolean>;
  deleteSession(idHash: string): Promise<void>;
  /** When this address failed to sign in since `sinceMs`, oldest first. */
  signInFailures(addressHash: string, sinceMs: number): Promise<number[]>;
  /** Records a failure and forgets failures older than `forgetBeforeMs`, of every address. */
  recordSignInFailure(addressHash: string, nowMs: number, forgetBeforeMs: number): Promise<void>;
  clearSignInFailures(addressHash: string): Promise<void>;
}

/** Limits shared by both stores so they page the same way. */
export function pagingOf(paging: Paging | undefined): { limit: number; offset: number } {
  const whole = (value: number | undefined, fallback: number) =>
    Number.isFinite(value) ? Math.trunc(value as number) : fallback;
  const limit = Math.min(Math.max(whole(paging?.limit, 50), 1), 500);
  const offset = Math.max(whole(paging?.offset, 0), 0);
  return { limit, offset };
}
