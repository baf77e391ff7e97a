/**
 * The owner API (docs/architecture.md "The owner's API"): the counts, the list, one request with its
 * conversation, proofs and quotes (server/owner/request-view.ts builds it), and the bodies the
 * inbox sends. The store keeps the history, notes and e-mail delivery in these same shapes.
 */
import {
  isRequestStatus,
  spamReasons as allSpamReasons,
  workStatuses as allWorkStatuses,
  type RequestStatus,
  type SpamReason,
  type WorkStatus,
} from '../../catalog/request-statuses.ts';
import type { Language } from '../i18n/languages.ts';
import type { EstimateView, MessageAuthor } from './common.ts';
import type { ProofDecision, ProofState } from './customer.ts';
import type { OwnerQuote, QuoteState } from './quote.ts';

export type { EstimateLineView, EstimateView, FieldProblem, MessageAuthor } from './common.ts';
export type { ProofDecision, ProofState } from './customer.ts';
export type {
  DeclineReason,
  NewQuoteBody as NewQuote,
  OwnerQuote as Quote,
  QuoteDecision,
  QuoteDiscount,
  QuoteExtension,
  QuoteLine,
  QuoteLineInput,
  QuoteState,
  QuoteTotals,
} from './quote.ts';
export { declineReasons } from './quote.ts';
export type { SpamReason, WorkStatus };

export type Status = RequestStatus;
export const workStatuses = allWorkStatuses;
export const spamReasons = allSpamReasons;
export const isStatus = isRequestStatus;

export type Lang = Language;

/** An outbox e-mail: due, sent, or given up on after 48 hours of tries. */
export type NotifyState = 'pending' | 'sent' | 'failed';
/** `at`: when it was sent or given up on, else when it was queued. */
export interface EmailDelivery {
  state: NotifyState;
  attempts: number;
  at: string;
}

export interface Session {
  signedIn: boolean;
  passwordSet: boolean;
}

export interface FormCount {
  id: string;
  /** The form's title in the asked language. */
  label: string;
  /** New requests (status received), spam left out. */
  received: number;
  total: number;
}

/** The newest nightly backup (docs/data-and-backups.md "Nightly backups"); times ISO 8601. */
export interface BackupRun {
  day: string;
  startedAt: string;
  finishedAt: string | null;
  size: number | null;
  error: string | null;
}

/** GET /api/owner/overview. */
export interface Overview {
  forms: FormCount[];
  spam: number;
  statuses: readonly WorkStatus[];
  backup: { enabled: boolean; last: BackupRun | null };
  /** Requests whose newest message is the customer's ("Waiting for you"). */
  waiting: number;
  /** Requests still "quoted" whose newest quote the customer accepted. */
  accepted: number;
}

/** What the list filters by; every value is also a query parameter of /owner and of the API. */
export interface Filters {
  form?: string;
  status?: Status;
  q?: string;
  /** YYYY-MM-DD, both days included. */
  from?: string;
  to?: string;
  /** Only the requests whose customer wrote last (`waiting=1`). */
  waiting?: boolean;
  /** Only the requests still "quoted" whose newest quote is accepted (`accepted=1`). */
  accepted?: boolean;
  page?: number;
}

/** One request of the list. */
export interface Item {
  reference: string;
  form: string;
  formLabel: string;
  status: Status;
  /** ISO 8601. */
  receivedAt: string;
  name: string | null;
  email: string | null;
  /** One line, at most 120 characters. */
  summary: string;
  fileCount: number;
  /** The customer's messages the owner has not read yet. */
  unread: number;
  /** Who wrote the newest message; null before any. */
  lastMessageFrom: MessageAuthor | null;
  /** The state of the newest quote; null before any. */
  quoteState: QuoteState | null;
  /** The estimate's total, in cents, when the form priced the request (an estimate block). */
  estimateCents: number | null;
}

/** GET /api/owner/submissions. */
export interface ItemPage {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Answer {
  name: string;
  label: string;
  value: unknown;
  /** The value as the owner reads it, in the asked language. */
  text: string;
}

/** A file of the request, of a message or of a proof; it downloads at the request's files URL. */
export interface StoredFile {
  id: number;
  /** The form field it came in (`files` for a message's). */
  field: string;
  name: string;
  size: number;
  type: string;
  /** Computed as its bytes arrived: the owner can check a download against it. */
  sha256: string;
}

/** A file sent with a message. */
export type MessageFile = StoredFile;

/** What happened besides a status change, with the quote's version. */
export type HistoryEvent = 'quote-sent' | 'quote-accepted' | 'quote-declined' | 'quote-extended';

export interface HistoryEntry {
  status: Status;
  /** ISO 8601. */
  at: string;
  by: 'visitor' | 'owner';
  /** What happened, when it was a quote's doing rather than a bare change of status. */
  event?: HistoryEvent;
  /** The quote's version, with `event`. */
  version?: number;
}

/** One of the owner's private notes. */
export interface Note {
  id: number;
  text: string;
  /** ISO 8601. */
  at: string;
}

/** One message of the conversation with the customer (never an owner note). */
export interface Message {
  id: number;
  from: MessageAuthor;
  text: string;
  at: string;
  /** False for a customer's message the owner has not seen yet; the shop's own are read. */
  read: boolean;
  files: MessageFile[];
}

export interface Proof {
  /** 1, 2, ... per request. */
  version: number;
  note: string;
  sentAt: string;
  state: ProofState;
  /** A newer version was sent: the customer can no longer decide on this one. */
  superseded: boolean;
  /** Reminders e-mailed to the customer so far (0, 1 or 2). */
  remindersSent: number;
  file: StoredFile;
  decision: ProofDecision | null;
}

/** GET /api/owner/submissions/<reference>. */
export interface Detail {
  reference: string;
  form: string;
  formLabel: string;
  status: Status;
  receivedAt: string;
  updatedAt: string;
  spamReason: SpamReason | null;
  name: string | null;
  /** The visitor's address. */
  email: string | null;
  fields: Answer[];
  files: StoredFile[];
  history: HistoryEntry[];
  notes: Note[];
  /** The shop's e-mail about it; null when none was due (notifications off, or spam). */
  emailDelivery: EmailDelivery | null;
  /** The newest e-mail to the visitor (receipt or status change). */
  visitorDelivery: EmailDelivery | null;
  /** The language of the page the request was sent from. */
  lang: Language;
  /** The conversation, oldest first. */
  messages: Message[];
  /** Newest first. */
  proofs: Proof[];
  /** Newest first. */
  quotes: OwnerQuote[];
  /** The customer's messages not read yet. */
  unread: number;
  /** The customer can be e-mailed (an address on the request, and e-mail on). */
  canEmail: boolean;
  /**
   * The price the server computed from the form's price table when the request came in; null
   * when the form names no table (or the request came before it did).
   */
  estimate: EstimateView | null;
  /** A gang sheet's print file, built in the background; absent for other requests. */
  printFile?: PrintFileView | null;
}

/**
 * Where a gang sheet's print file is: queued (waiting, or waiting to try again after a
 * failure: `error` says why), building, ready (its files attached) or failed (given up on after
 * its last attempt; POST .../print-file/retry queues it again).
 */
export type PrintFileState = 'queued' | 'building' | 'ready' | 'failed';

export interface PrintFileView {
  state: PrintFileState;
  /** Tries so far. */
  attempts: number;
  /** The last failure's reason; null when none. */
  error: string | null;
  /** `<reference>-sheet.png` and its preview, once ready (among `files` too). */
  file: StoredFile | null;
  preview: StoredFile | null;
}

/** PATCH /api/owner/submissions/<reference>. */
export interface RequestChange {
  status?: Status;
  note?: string;
}
