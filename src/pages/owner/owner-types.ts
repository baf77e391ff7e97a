/** The owner API's answers, exactly as its contract gives them (docs/architecture.md "The owner's API"). */

import type { QuoteDiscount, QuoteLine, QuoteLineInput, QuoteTotals } from '../../../core/pricing/quote.ts';

import {
  isRequestStatus,
  spamReasons as allSpamReasons,
  workStatuses as allWorkStatuses,
  type RequestStatus,
  type SpamReason,
  type WorkStatus,
} from '../../../catalog/request-statuses.ts';

export type EmailDelivery = { state: 'pending' | 'sent' | 'failed'; attempts: number; at: string };

export type { SpamReason, WorkStatus };
export type Status = RequestStatus;
export const workStatuses = allWorkStatuses;
export const spamReasons = allSpamReasons;
export const isStatus = isRequestStatus;

export type Lang = 'en' | 'es';

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

export interface Overview {
  forms: FormCount[];
  spam: number;
  statuses: WorkStatus[];
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
}

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

export interface StoredFile {
  id: number;
  field: string;
  name: string;
  size: number;
  type: string;
}

export type HistoryEvent = 'quote-sent' | 'quote-accepted' | 'quote-declined' | 'quote-extended';

export interface HistoryEntry {
  status: Status;
  at: string;
  by: 'visitor' | 'owner';
  /** What happened, when it was a quote's doing rather than a bare change of status. */
  event?: HistoryEvent;
  /** The quote's version, with `event`. */
  version?: number;
}

export interface Note {
  id: number;
  text: string;
  at: string;
}

export type MessageAuthor = 'shop' | 'customer';

/** A file sent with a message; it downloads at the request's files URL (fileUrl). */
export interface MessageFile {
  id: number;
  name: string;
  size: number;
  type: string;
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

export type ProofState = 'pending' | 'approved' | 'changes-requested';

/** The customer's decision on a proof, as recorded: who, when, from where, on which file. */
export interface ProofDecision {
  kind: 'approve' | 'changes';
  /** The full name typed to approve; null for changes. */
  name: string | null;
  /** What to change; null for an approval. */
  comment: string | null;
  at: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the file the customer saw when deciding. */
  sha256: string;
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
  file: MessageFile & { sha256: string };
  decision: ProofDecision | null;
}

export type { QuoteDiscount, QuoteLine, QuoteLineInput, QuoteTotals };

export type QuoteState = 'sent' | 'accepted' | 'declined';

export const declineReasons = ['price', 'timing', 'elsewhere', 'not-needed', 'other'] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** The customer's answer to a quote, as recorded: who, when, from where, on what they were shown. */
export interface QuoteDecision {
  kind: 'accept' | 'decline';
  /** The full name typed to accept; null for a decline. */
  name: string | null;
  reason: DeclineReason | null;
  comment: string | null;
  at: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the quote exactly as the customer was shown it. */
  sha256: string;
}

/** The owner moved the valid-until date (both days YYYY-MM-DD). */
export interface QuoteExtension {
  from: string;
  to: string;
  at: string;
}

/** One version of the quote, frozen when sent: amounts in whole cents, priced by the server. */
export interface Quote {
  version: number;
  lines: QuoteLine[];
  discount: QuoteDiscount | null;
  taxRatePercent: number | null;
  totals: QuoteTotals;
  currency: 'USD';
  /** The last day it may be accepted (YYYY-MM-DD, in the shop's time zone). */
  validUntil: string;
  /** Past the end of validUntil in the shop's time zone (the server's clock). */
  expired: boolean;
  note: string;
  sentAt: string;
  state: QuoteState;
  /** A newer version exists: it can never be accepted or declined. */
  superseded: boolean;
  /** The newest version. */
  current: boolean;
  sha256: string;
  decision: QuoteDecision | null;
  extensions: QuoteExtension[];
}

/** A new version as the editor sends it: no amount or total, the server prices it. */
export interface NewQuote {
  lines: QuoteLineInput[];
  discount: QuoteDiscount | null;
  taxRatePercent: number | null;
  validUntil: string;
  note: string;
}

/** A refused field, named as quoteProblems() names it (`lines.2.quantity`). */
export interface FieldProblem {
  field: string;
  message: string;
}

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
  /** The conversation, oldest first. */
  messages: Message[];
  /** Newest first. */
  proofs: Proof[];
  /** Newest first. */
  quotes: Quote[];
  /** The customer's messages not read yet. */
  unread: number;
  /** The customer can be e-mailed (an address on the request, and e-mail on). */
  canEmail: boolean;
}

export interface RequestChange {
  status?: Status;
  note?: string;
}
