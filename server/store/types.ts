/**
 * The one interface both stores implement (DESIGN.md "The intake server"): SQLite through
 * node:sqlite when no DATABASE_URL is set, PostgreSQL through pg when it is. The intake and
 * the owner pages only ever see this interface; tests run the same suite against both.
 */

/** Where a request is in the shop's work. New rows start as 'received'. */
export const submissionStatuses = ['received', 'in-progress', 'quoted', 'completed', 'cancelled'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export function isSubmissionStatus(value: unknown): value is SubmissionStatus {
  return typeof value === 'string' && (submissionStatuses as readonly string[]).includes(value);
}

/** A file already written to disk (in its temp folder) and checked by content. */
export type NewFile = {
  /** The form field it came in (e.g. `files`, `designFile_0`). */
  field: string;
  /** The visitor's file name after sanitising, for display and downloads only. */
  originalName: string;
  /** Random name on disk: never derived from anything the visitor sent. */
  storedName: string;
  size: number;
  /** From the content check (magic bytes), not from the request's headers. */
  contentType: string;
  sha256: string;
};

export type NewSubmission = {
  formId: string;
  /** One letter that says the kind of request (Q quote, B booking, ...); see reference.ts. */
  referencePrefix: string;
  /** The validated form data, as JSON. */
  data: Record<string, unknown>;
  ipHash: string | null;
  userAgent: string | null;
  files: readonly NewFile[];
};

export type StoredFile = NewFile & { id: number };

export type Submission = {
  id: number;
  reference: string;
  formId: string;
  status: SubmissionStatus;
  data: Record<string, unknown>;
  /** ISO 8601, UTC. */
  createdAt: string;
  ipHash: string | null;
  userAgent: string | null;
  files: StoredFile[];
};

export type SubmissionSummary = Omit<Submission, 'files'> & { fileCount: number };

export type SubmissionFilter = {
  formId?: string;
  status?: SubmissionStatus;
  /** Inclusive lower and exclusive upper bound on createdAt (ISO 8601). */
  createdFrom?: string;
  createdBefore?: string;
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

export type InsertResult = { id: number; reference: string; createdAt: string };

export interface SubmissionStore {
  readonly kind: 'sqlite' | 'postgres';
  /** Applies the numbered migrations not applied yet; safe to run from several processes. */
  migrate(): Promise<void>;
  /** The row and its file rows in one transaction; resolves only after the commit. */
  insert(submission: NewSubmission): Promise<InsertResult>;
  get(reference: string): Promise<Submission | null>;
  /** Newest first. */
  list(filter?: SubmissionFilter, paging?: Paging): Promise<SubmissionPage>;
  /** False when no submission has that reference. */
  updateStatus(reference: string, status: SubmissionStatus): Promise<boolean>;
  /** Deletes the row and its file rows (not the files on disk: see files/upload-dir.ts). */
  delete(reference: string): Promise<boolean>;
  /** A random value made once per database and shared by every process that uses it. */
  secret(name: string): Promise<string>;
  health(): Promise<StoreHealth>;
  close(): Promise<void>;
}

/** Limits shared by both stores so they page the same way. */
export function pagingOf(paging: Paging | undefined): { limit: number; offset: number } {
  const whole = (value: number | undefined, fallback: number) =>
    Number.isFinite(value) ? Math.trunc(value as number) : fallback;
  const limit = Math.min(Math.max(whole(paging?.limit, 50), 1), 500);
  const offset = Math.max(whole(paging?.offset, 0), 0);
  return { limit, offset };
}
