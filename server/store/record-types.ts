/**
 * The rows every part of the store's contract speaks of (a request, its files, its e-mails),
 * apart from types.ts so that the *-types.ts files can use them without importing types.ts
 * back; types.ts re-exports them.
 */
import {
  isRequestStatus,
  requestStatuses,
  type RequestStatus,
  type SpamReason,
} from '../../catalog/request-statuses.ts';
import type { Language } from '../../core/i18n/languages.ts';
import type { Estimate } from '../../core/pricing/estimate.ts';

export type { Estimate } from '../../core/pricing/estimate.ts';

export { isLanguage, languages, type Language } from '../../core/i18n/languages.ts';

export { spamReasons, type SpamReason } from '../../catalog/request-statuses.ts';

/** The one status list of the product (catalog/request-statuses.ts), as the store names it. */
export const submissionStatuses = requestStatuses;
export type SubmissionStatus = RequestStatus;

export const isSubmissionStatus = isRequestStatus;

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
  /**
   * The resumable upload it came as (server/uploads/): the commit takes the upload, and a
   * request that is refused leaves the file for the visitor to send again.
   */
  uploadId?: string;
};

export type StoredFile = NewFile & { id: number };

/**
 * A background job about a request (docs/architecture.md "Background jobs"): queued in the
 * transaction that stores the request, claimed by any server process, retried after a crash or
 * a failure. 'gang-sheet-print' builds a gang sheet's print file (server/gang-sheets/).
 */
export const jobKinds = ['gang-sheet-print'] as const;
export type JobKind = (typeof jobKinds)[number];
export type NewJob = { kind: JobKind };

/**
 * Where a file came from: the request's form, a message of the conversation (either side's),
 * or a proof. `Submission.files` holds only the form's.
 */
export type FileOrigin = 'form' | 'message' | 'proof';

export type Submission = {
  id: number;
  reference: string;
  formId: string;
  status: SubmissionStatus;
  data: Record<string, unknown>;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** When the owner last changed it; createdAt until then. */
  updatedAt: string;
  spamReason: SpamReason | null;
  lang: Language;
  ipHash: string | null;
  userAgent: string | null;
  files: StoredFile[];
  /**
   * The price the form's price table gave for its options when it came in (the server's own
   * computation, core/pricing/estimate.ts); null when the form names no table.
   */
  estimate: Estimate | null;
  /** The version of its form it was sent with (docs/architecture.md "Form versions"). */
  formVersion: number;
};

/**
 * What an outbox e-mail is: to the shop ('shop' a new request, 'reply' the customer's message,
 * 'decision' a proof decision) or to the customer ('visitor' the receipt, 'status' a status
 * change, 'message' the shop's message, 'proof' a new proof, 'reminder' an undecided proof,
 * 'confirmation' an approval, 'link' a fresh link they asked for).
 */
export const mailKinds = [
  'shop',
  'visitor',
  'status',
  'message',
  'reply',
  'proof',
  'decision',
  'reminder',
  'confirmation',
  'link',
  'quote',
  'quote-decision',
  'quote-confirmation',
] as const;
export type MailKind = (typeof mailKinds)[number];
/** The kinds that go to the customer, each carrying the link to their request's page. */
export const customerMailKinds: readonly MailKind[] = [
  'visitor',
  'status',
  'message',
  'proof',
  'reminder',
  'confirmation',
  'link',
  'quote',
  'quote-confirmation',
];

/** One whole e-mail as the outbox keeps it; the sender adds only From and its own headers. */
export type Mail = {
  to: string[];
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
};

export type NewMail = { kind: MailKind; message: Mail };
