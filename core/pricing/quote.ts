/**
 * A priced quote's arithmetic (docs/owner-guide.md "Quotes"), shared by the owner's quote editor (which shows
 * the totals as they are typed) and the server (which computes them again and stores only its
 * own): every amount in whole cents, rounded half away from zero at each line, at the discount
 * and at the tax. Pure: no React, no Node.
 *
 * - line amount = round(quantity × unit price)
 * - subtotal = Σ line amounts
 * - discount = round(subtotal × percent / 100), or a fixed amount, never more than the subtotal
 * - tax = round((subtotal − discount) × rate / 100)
 * - total = subtotal − discount + tax
 */

export type QuoteLineInput = {
  description: string;
  /** Up to two decimals (2.5 square feet, 1.25 hours). */
  quantity: number;
  /** Whole cents, e.g. 1299 for $12.99. */
  unitCents: number;
  /** The catalogue entry it started from (e.g. `printing:business-cards`), for the record only. */
  source?: string;
};

export type QuoteDiscount = { kind: 'percent'; percent: number } | { kind: 'amount'; cents: number };

export type QuoteInput = {
  lines: readonly QuoteLineInput[];
  discount: QuoteDiscount | null;
  /** Percent, up to three decimals (7.25); null for none. */
  taxRatePercent: number | null;
};

export type QuoteLine = QuoteLineInput & { amountCents: number };

export type QuoteTotals = {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
};

export type PricedQuote = { lines: QuoteLine[]; totals: QuoteTotals };

export type QuoteProblem = { field: string; message: string };

export const quoteLimits = {
  maxLines: 30,
  maxDescription: 200,
  maxQuantity: 100_000,
  /** $1,000,000.00 per unit. */
  maxUnitCents: 100_000_000,
  maxTaxPercent: 30,
  maxNote: 2000,
  defaultValidDays: 30,
  /** How far ahead a quote may be valid. */
  maxValidDays: 365,
} as const;

/** Half away from zero, so a price never depends on the floating-point side of .5. */
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value) + Number.EPSILON * 4);

const decimalsOf = (value: number) => {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot < 0 || text.includes('e') ? 0 : text.length - dot - 1;
};

export function priceQuote(input: QuoteInput): PricedQuote {
  const lines = input.lines.map((line) => ({
    ...line,
    amountCents: round(line.quantity * line.unitCents),
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const discount = input.discount;
  const discountCents = Math.min(
    subtotalCents,
    !discount
      ? 0
      : discount.kind === 'percent'
        ? round((subtotalCents * discount.percent) / 100)
        : discount.cents,
  );
  const taxCents = input.taxRatePercent
    ? round(((subtotalCents - discountCents) * input.taxRatePercent) / 100)
    : 0;
  return {
    lines,
    totals: { subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents },
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The problems of a quote as typed, each with the field it is about (`lines.2.quantity`), in
 * English for the API; the editor shows its own texts for the same fields. Empty when it can
 * be priced and sent.
 */
export function quoteProblems(input: QuoteInput): QuoteProblem[] {
  const problems: QuoteProblem[] = [];
  const { lines } = input;
  if (!Array.isArray(lines) || lines.length === 0)
    problems.push({ field: 'lines', message: 'Add at least one line.' });
  else if (lines.length > quoteLimits.maxLines)
    problems.push({ field: 'lines', message: `At most ${quoteLimits.maxLines} lines.` });
  else
    lines.forEach((line, index) => {
      const at = (name: string, message: string) =>
        problems.push({ field: `lines.${index}.${name}`, message });
      const description = typeof line?.description === 'string' ? line.description.trim() : '';
      if (!description) at('description', 'Describe the line.');
      else if (description.length > quoteLimits.maxDescription)
        at('description', `At most ${quoteLimits.maxDescription} characters.`);
      if (!isNumber(line?.quantity) || line.quantity <= 0 || line.quantity > quoteLimits.maxQuantity)
        at('quantity', `A quantity above 0 and up to ${quoteLimits.maxQuantity}.`);
      else if (decimalsOf(line.quantity) > 2) at('quantity', 'At most two decimals.');
      if (
        !Number.isInteger(line?.unitCents) ||
        line.unitCents < 0 ||
        line.unitCents > quoteLimits.maxUnitCents
      )
        at('unitCents', 'A price from $0.00 to $1,000,000.00, in whole cents.');
    });
  const { discount } = input;
  if (discount !== null && discount !== undefined) {
    if (discount.kind === 'percent') {
      if (
        !isNumber(discount.percent) ||
        discount.percent <= 0 ||
        discount.percent > 100 ||
        decimalsOf(discount.percent) > 2
      )
        problems.push({ field: 'discount', message: 'A discount from 0.01% to 100%.' });
    } else if (discount.kind === 'amount') {
      if (
        !Number.isInteger(discount.cents) ||
        discount.cents <= 0 ||
        discount.cents > quoteLimits.maxUnitCents
      )
        problems.push({ field: 'discount', message: 'A discount above $0.00, in whole cents.' });
    } else problems.push({ field: 'discount', message: "A discount is {kind: 'percent' | 'amount', ...}." });
  }
  const rate = input.taxRatePercent;
  if (rate !== null && rate !== undefined) {
    if (!isNumber(rate) || rate < 0 || rate > quoteLimits.maxTaxPercent || decimalsOf(rate) > 3)
      problems.push({
        field: 'taxRatePercent',
        message: `A tax rate from 0% to ${quoteLimits.maxTaxPercent}%.`,
      });
  }
  return problems;
}

/** Dollars with cents for a page or an e-mail in `lng`, as US shops write them in either language ($1,234.50). */
export function formatCents(cents: number, lng: 'en' | 'es'): string {
  return new Intl.NumberFormat(lng === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}
