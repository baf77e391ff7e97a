/**
 * The SHA-256 of a quote as the customer is shown it (docs/owner-guide.md "Quotes"): every line, the
 * discount, the tax, the totals, the validity and the note, in a fixed order, so the same quote
 * always hashes the same and any change to what was shown changes it. An acceptance records it.
 */
import { createHash } from 'node:crypto';
import type { NewQuote } from '../store/quote-types.ts';

export function quoteDigest(
  reference: string,
  version: number,
  quote: NewQuote | Omit<NewQuote, 'sha256'>,
): string {
  const shown = {
    reference,
    version,
    currency: quote.currency,
    lines: quote.lines.map((line) => [line.description, line.quantity, line.unitCents, line.amountCents]),
    discount: quote.discount,
    taxRatePercent: quote.taxRatePercent,
    totals: [
      quote.totals.subtotalCents,
      quote.totals.discountCents,
      quote.totals.taxCents,
      quote.totals.totalCents,
    ],
    validUntil: quote.validUntil,
    note: quote.note,
  };
  return createHash('sha256').update(JSON.stringify(shown)).digest('hex');
}
