/**
 * A quote as the customer's page and the owner's inbox show it (docs/owner-guide.md "Quotes"), with whether
 * it has expired: after the end of its valid-until day in the shop's time zone, Accept is
 * refused. The owner's view adds the acceptance record's address, browser and digest.
 */
import type { CustomerQuote, OwnerQuote, ShownQuote } from '../../core/api/quote.ts';
import { shopDay } from '../shop-time.ts';
import type { Quote } from '../store/types.ts';

/** True once the shop's day `validUntil` is over. */
export function quoteExpired(validUntil: string, nowMs: number, timeZone: string): boolean {
  return shopDay(new Date(nowMs), timeZone) > validUntil;
}

export type QuoteViewOptions = { nowMs: number; timeZone: string };

function commonView(
  quote: Quote,
  current: boolean,
  options: QuoteViewOptions,
): Omit<ShownQuote, 'decision'> & { sha256: string } {
  return {
    version: quote.version,
    lines: quote.lines.map(({ description, quantity, unitCents, amountCents }) => ({
      description,
      quantity,
      unitCents,
      amountCents,
    })),
    discount: quote.discount,
    taxRatePercent: quote.taxRatePercent,
    totals: quote.totals,
    currency: quote.currency,
    validUntil: quote.validUntil,
    expired: quoteExpired(quote.validUntil, options.nowMs, options.timeZone),
    note: quote.note,
    sentAt: quote.sentAt,
    state: quote.state,
    superseded: quote.superseded,
    current,
    sha256: quote.sha256,
  };
}

/** For the customer's page: `printUrl` is the print view's path under their link, language-free (core/routes/paths.ts). */
export function customerQuoteView(
  quote: Quote,
  current: boolean,
  printUrl: string,
  options: QuoteViewOptions,
): CustomerQuote {
  return {
    ...commonView(quote, current, options),
    decision: quote.decision && {
      kind: quote.decision.kind,
      name: quote.decision.name,
      reason: quote.decision.reason,
      comment: quote.decision.comment,
      at: quote.decision.at,
    },
    printUrl,
  };
}

export function ownerQuoteView(quote: Quote, current: boolean, options: QuoteViewOptions): OwnerQuote {
  return { ...commonView(quote, current, options), decision: quote.decision, extensions: quote.extensions };
}
