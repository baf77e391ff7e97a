/**
 * The customer API (docs/owner-guide.md "The customer's page: messages and proofs"): the request behind a link's token as their
 * page shows it (server/customer/customer-view.ts builds it), and the bodies of a reply and of
 * a decision on a proof or a quote. Also what a proof's decision records (owner and store).
 */
import type { RequestStatus } from '../../catalog/request-statuses.ts';
import type { SheetLayout } from '../gang-sheet/layout.ts';
import type { EstimateView, MessageAuthor, StatusChange } from './common.ts';
import type { CustomerQuote, DeclineReason, QuoteCustomer } from './quote.ts';

export type { EstimateLineView, EstimateView, FieldProblem, MessageAuthor, StatusChange } from './common.ts';
export type { CustomerQuote, DeclineReason, QuoteCustomer } from './quote.ts';

/** A file of the request or of a message, downloaded at `url` (under the link's token). */
export interface CustomerFile {
  id: number;
  name: string;
  size: number;
  type: string;
  url: string;
}

export interface CustomerMessage {
  id: number;
  from: MessageAuthor;
  text: string;
  /** ISO 8601. */
  at: string;
  files: CustomerFile[];
}

/** The decision recorded on a proof; `pending` until the customer makes one. */
export type ProofState = 'pending' | 'approved' | 'changes-requested';

/** A proof's decision as the customer's page shows it. */
export interface ShownProofDecision {
  kind: 'approve' | 'changes';
  /** The full name the customer typed (approve only). */
  name: string | null;
  /** What they asked to change (changes only). */
  comment: string | null;
  /** ISO 8601. */
  at: string;
}

/** The whole record of a proof's decision: who, when, from where, on which file. */
export interface ProofDecision extends ShownProofDecision {
  /** The client's address as the server saw it (TRUST_PROXY decides which). */
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the proof's file at the moment of the decision: what was shown. */
  sha256: string;
}

export interface CustomerProof {
  /** 1, 2, ... per request. */
  version: number;
  note: string;
  /** ISO 8601. */
  sentAt: string;
  state: ProofState;
  /** A newer version exists: this one can never be decided on again. */
  superseded: boolean;
  current: boolean;
  file: { name: string; size: number; type: string; sha256: string; url: string; downloadUrl: string };
  decision: ShownProofDecision | null;
}

/** The files a reply may carry. */
export interface UploadRules {
  /** Extensions with their dot (`.pdf`). */
  accept: string[];
  maxFileBytes: number;
  maxFiles: number;
  /**
   * What the page's resumable uploads (tus, POST /api/uploads/) name in their metadata: the form
   * and part whose rule these are. Each file is then sent as its upload's address.
   */
  uploadAs?: { form: string; field: string };
}

/**
 * A gang sheet's layout as it was ordered (`data.layout`) and, in its designs' order, each
 * design's file (`designFile_<i>`; null when it is not there): what "Order this sheet again"
 * loads into the builder.
 */
export interface CustomerGangSheet {
  layout: SheetLayout;
  designFiles: (CustomerFile | null)[];
}

/** GET /api/customer/requests/<token>. */
export interface CustomerRequest {
  reference: string;
  form: string;
  formLabel: string;
  status: RequestStatus;
  /** ISO 8601. */
  receivedAt: string;
  updatedAt: string;
  lang: string;
  history: StatusChange[];
  /** What they sent, labelled, file fields and empty answers left out. */
  fields: { name: string; label: string; text: string }[];
  files: CustomerFile[];
  /** The conversation, oldest first. */
  messages: CustomerMessage[];
  /** Newest first; only proofs[0] is current. */
  proofs: CustomerProof[];
  /** Newest first; only the one with `current` may be decided. */
  quotes: CustomerQuote[];
  customer: QuoteCustomer;
  upload: UploadRules;
  /** The estimated price of what they asked for (their final price is the quote's); null for none. */
  estimate: EstimateView | null;
  /** A gang sheet's preview, once its print file is built; absent or null before (and for other requests). */
  sheetPreview?: CustomerFile | null;
  /** A gang-sheet order's layout and design files; absent for every other request. */
  gangSheet?: CustomerGangSheet;
}

/** POST …/proofs/<version>/decision. */
export type ProofDecisionBody =
  { decision: 'approve'; name: string; checked: true } | { decision: 'changes'; comment: string };

/** POST …/quotes/<version>/decision. */
export type QuoteDecisionBody =
  | { decision: 'accept'; name: string; terms: true; sha256: string }
  | { decision: 'decline'; reason: DeclineReason; comment?: string; sha256: string };

/** Why the server would not record a decision on a quote (the 409's `error`). */
export const quoteConflicts = ['already-decided', 'superseded', 'expired', 'changed'] as const;
export type QuoteConflict = (typeof quoteConflicts)[number];
