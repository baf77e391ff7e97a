/**
 * A sent quote as the API shows it (docs/owner-guide.md "Quotes"): the customer's page and its print view
 * (CustomerQuote), the owner's inbox (OwnerQuote), and what the store records of a decision.
 * Amounts in whole cents, priced by the server (core/pricing/quote.ts).
 */
import type { QuoteDiscount, QuoteLine, QuoteLineInput, QuoteTotals } from '../pricing/quote.ts';

export type { QuoteDiscount, QuoteLine, QuoteLineInput, QuoteTotals } from '../pricing/quote.ts';

export type QuoteState = 'sent' | 'accepted' | 'declined';

/** The reasons a customer may give for a decline, in this order. */
export const declineReasons = ['price', 'timing', 'elsewhere', 'not-needed', 'other'] as const;
export type DeclineReason = (typeof declineReasons)[number];

/** One priced line as a quote shows it. */
export interface ShownQuoteLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** The customer's answer to a quote, as their page shows it. */
export interface ShownQuoteDecision {
  kind: 'accept' | 'decline';
  /** The full name typed to accept; null for a decline. */
  name: string | null;
  /** Why they declined (decline only). */
  reason: DeclineReason | null;
  /** Their own words, when they wrote some. */
  comment: string | null;
  /** ISO 8601. */
  at: string;
}

/** The whole record of a decision: who, when, from where, on what they were shown. */
export interface QuoteDecision extends ShownQuoteDecision {
  /** The client's address as the server saw it (TRUST_PROXY decides which). */
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of the quote exactly as the customer was shown it. */
  sha256: string;
}

/** The owner moved the valid-until date of a quote still open (both days YYYY-MM-DD). */
export interface QuoteExtension {
  from: string;
  to: string;
  /** ISO 8601. */
  at: string;
}

/** One version of the quote, frozen when sent, as the quote document shows it. */
export interface ShownQuote {
  version: number;
  lines: ShownQuoteLine[];
  discount: QuoteDiscount | null;
  taxRatePercent: number | null;
  totals: QuoteTotals;
  currency: 'USD';
  /** The last day it may be accepted, YYYY-MM-DD (the shop's calendar). */
  validUntil: string;
  /** Past the end of `validUntil` in the shop's time zone: the server's word, not the browser's clock. */
  expired: boolean;
  note: string;
  /** ISO 8601. */
  sentAt: string;
  state: QuoteState;
  /** A newer version exists: it can never be accepted or declined. */
  superseded: boolean;
  /** The newest version. */
  current: boolean;
  decision: ShownQuoteDecision | null;
}

/** The customer API's `quotes`. */
export interface CustomerQuote extends ShownQuote {
  /** The SHA-256 of the quote as shown: sent back with a decision, so a quote changed meanwhile is refused. */
  sha256: string;
  /** Its print view under the customer's link, language-free (/my-request/<token>/quote/<version>). */
  printUrl: string;
}

/** The owner API's `quotes`: the decision's whole record and the extensions. */
export interface OwnerQuote extends ShownQuote {
  /** The views leave out each line's `source`. */
  lines: QuoteLine[];
  sha256: string;
  decision: QuoteDecision | null;
  extensions: QuoteExtension[];
}

/** Whom the quote is for, as its document heads it. */
export interface QuoteCustomer {
  name: string | null;
  email: string | null;
}

/** A new version as the owner's editor sends it: no amount or total, the server prices it. */
export interface NewQuoteBody {
  lines: QuoteLineInput[];
  discount: QuoteDiscount | null;
  taxRatePercent: number | null;
  validUntil: string;
  note: string;
}
