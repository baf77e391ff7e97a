/**
 * A sent quote as the customer's page and the print view show it (the customer API's `quotes`,
 * whose owner view has the same fields and more). Amounts in whole cents, priced by the server.
 */
import type { QuoteDiscount, QuoteTotals } from '../../../core/pricing/quote.ts';

export type { QuoteDiscount, QuoteTotals } from '../../../core/pricing/quote.ts';

/** The reasons a customer may give for a decline, in the server's order (server/store/quote-types.ts). */
export const quoteDeclineReasons = ['price', 'timing', 'elsewhere', 'not-needed', 'other'] as const;
export type QuoteDeclineReason = (typeof quoteDeclineReasons)[number];

export interface ShownQuoteLine {
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface ShownQuoteDecision {
  kind: 'accept' | 'decline';
  /** The full name typed to accept. */
  name: string | null;
  reason: QuoteDeclineReason | null;
  comment: string | null;
  /** ISO 8601. */
  at: string;
}

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
  state: 'sent' | 'accepted' | 'declined';
  superseded: boolean;
  current: boolean;
  decision: ShownQuoteDecision | null;
}

export interface QuoteCustomer {
  name: string | null;
  email: string | null;
}
