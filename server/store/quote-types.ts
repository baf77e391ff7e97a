/**
 * Priced quotes (docs/owner-guide.md "Quotes"): the owner sends a quote on a request, frozen as version n;
 * the customer accepts or declines it on their page. Written once for both engines in
 * quote-queries.ts. Amounts in whole cents; the totals are the server's (core/pricing/quote.ts).
 */
import type { QuoteDiscount, QuoteLine, QuoteTotals } from '../../core/pricing/quote.ts';
import type { DeclineReason, QuoteDecision, QuoteExtension, QuoteState } from '../../core/api/quote.ts';
import type { NewMail, Submission } from './record-types.ts';

export type { QuoteDiscount, QuoteLine, QuoteTotals } from '../../core/pricing/quote.ts';
/** A quote's state, the decline reasons and a decision's record are the API's (core/api/quote.ts). */
export {
  declineReasons,
  type DeclineReason,
  type QuoteDecision,
  type QuoteExtension,
  type QuoteState,
} from '../../core/api/quote.ts';

export type Quote = {
  id: number;
  version: number;
  lines: QuoteLine[];
  discount: QuoteDiscount | null;
  taxRatePercent: number | null;
  totals: QuoteTotals;
  currency: 'USD';
  /** The last day (YYYY-MM-DD, in SHOP_TIME_ZONE) it may be accepted. */
  validUntil: string;
  note: string;
  /** ISO 8601. */
  sentAt: string;
  state: QuoteState;
  /** A newer version exists: it can never be accepted or declined. */
  superseded: boolean;
  /**
   * SHA-256 (hex) of the quote as the customer is shown it (quoteDigest in
   * server/quotes/quote-digest.ts), computed when it was frozen and again at each extension.
   */
  sha256: string;
  decision: QuoteDecision | null;
  extensions: QuoteExtension[];
};

/**
 * A quote as the owner sends it, priced by the server. Its sha256 is not the caller's: it depends
 * on the version, which only the store knows (addQuote's `digest`). The store prices the lines
 * again (core/pricing/quote.ts priceQuote), so the amounts stored always follow from them.
 */
export type NewQuote = Omit<
  Quote,
  'id' | 'version' | 'sentAt' | 'state' | 'superseded' | 'decision' | 'extensions' | 'sha256'
>;

/**
 * The SHA-256 of the quote about to be stored as `version`: quoteDigest
 * (server/quotes/quote-digest.ts) with the request's reference bound.
 */
export type QuoteDigest = (version: number, quote: NewQuote) => string;

export type QuoteDecisionInput = {
  version: number;
  kind: 'accept' | 'decline';
  name?: string;
  reason?: DeclineReason;
  comment?: string;
  /** The SHA-256 of the quote the customer saw: a different one means it changed under them. */
  sha256: string;
  ip: string | null;
  userAgent: string | null;
  nowMs: number;
};

export type QuoteDecisionResult =
  | { ok: true; quote: Quote; submission: Submission }
  | { ok: false; reason: 'not-found' | 'superseded' | 'decided' | 'changed' };

export type QuoteMails = (submission: Submission, quote: Quote) => NewMail[];

/** One accepted quote as the accountant's export lists it. */
export type AcceptedQuote = {
  reference: string;
  formId: string;
  data: Record<string, unknown>;
  quote: Quote;
};

export interface QuoteAccess {
  /** Newest version first. */
  quotes(reference: string): Promise<Quote[]>;
  /**
   * Freezes the next version, sets the request's status to 'quoted' (a history entry by the
   * owner, event 'quote-sent'), and queues `mails`, all in one transaction. Null when no such request.
   */
  addQuote(
    reference: string,
    quote: NewQuote,
    digest: QuoteDigest,
    nowMs: number,
    mails?: QuoteMails,
  ): Promise<Quote | null>;
  /**
   * Records an accept or decline only on the newest version, still 'sent', whose sha256 is the
   * one given, in one conditional update, with a history entry (event 'quote-accepted' or
   * 'quote-declined', by the visitor) and `mails`. Whether it has expired is the caller's check.
   */
  decide(reference: string, input: QuoteDecisionInput, mails?: QuoteMails): Promise<QuoteDecisionResult>;
  /**
   * Moves the valid-until date of the newest version while still 'sent', recorded in its
   * extensions and the history (event 'quote-extended'), with its new sha256. Null when it is
   * not the newest, or decided.
   */
  extend(
    reference: string,
    version: number,
    validUntil: string,
    sha256: string,
    nowMs: number,
  ): Promise<Quote | null>;
  /** Every accepted quote, newest acceptance first, for the CSV export. */
  accepted(): Promise<AcceptedQuote[]>;
}
