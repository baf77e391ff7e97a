/**
 * The quote editor's state as typed (strings, so "12.9" stays what the owner wrote while the
 * field is being edited), and what it reads as: the body of POST …/quotes, the fields that are
 * wrong, and the totals to show meanwhile. Money is read from the text digit by digit into whole
 * cents, never through a float: "0.29" is 29 cents, not 28.999… (docs/owner-guide.md "Quotes").
 */
import {
  priceQuote,
  quoteLimits,
  quoteProblems,
  type PricedQuote,
  type QuoteDiscount,
  type QuoteLineInput,
} from '../../../core/pricing/quote.ts';
import type { EstimateView, NewQuote, Quote } from '../../../core/api/owner.ts';

export type DiscountKind = 'none' | 'percent' | 'amount';

export interface DraftLine {
  /** Stable across edits and removals, for React's list. */
  key: number;
  description: string;
  quantity: string;
  /** Dollars as typed: "12.99", "1,250", "$40". */
  price: string;
  /** The catalogue entry it started from, kept for the record even when edited. */
  source?: string;
}

export interface Draft {
  lines: DraftLine[];
  discountKind: DiscountKind;
  /** Percent ("10") or dollars ("25.00"), as the kind says. */
  discount: string;
  /** Percent; empty for no tax. */
  tax: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  note: string;
}

/**
 * A number as typed, in the canonical form "1234.5", or null. A comma before exactly three
 * digits groups thousands ("1,250"); any other single comma is a decimal comma ("12,5"), as a
 * Spanish-speaking owner may type it on a phone.
 */
function canonicalNumber(text: string): string | null {
  const value = text.trim().replace(/\s+/g, '');
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(value)) return value.replace(/,/g, '');
  if (/^\d*,\d+$/.test(value)) return value.replace(',', '.');
  if (/^(\d+\.?\d*|\.\d+)$/.test(value)) return value;
  return null;
}

/** Dollars as typed ("12.99", "$1,250", "40", ".5") in whole cents; null when it is not a price. */
export function parseMoney(text: string): number | null {
  const number = canonicalNumber(text.trim().replace(/^\$/, ''));
  if (number === null) return null;
  const [whole = '', fraction = ''] = number.split('.');
  if (fraction.length > 2 || whole.length > 12) return null;
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** A quantity or a percentage as typed ("2.5", "7,25 %"); null when it is not a number. */
export function parseDecimal(text: string): number | null {
  const number = canonicalNumber(text.trim().replace(/%$/, ''));
  return number === null ? null : Number(number);
}

/** Whole cents as the price field shows them: 1299 → "12.99", 4000 → "40.00". */
export const centsToText = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A number as a field shows it again (no exponent, no trailing zeros). */
const numberToText = (value: number) => String(value);

/** The browser's calendar day, YYYY-MM-DD (the owner is at the shop, in its time zone). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The dates a quote may be valid until: today to a year ahead (the server's rule). */
export const validRange = (today: string) => ({
  min: today,
  max: addDays(today, quoteLimits.maxValidDays),
});

let nextKey = 1;
export const newLine = (change: Partial<Omit<DraftLine, 'key'>> = {}): DraftLine => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  price: '',
  ...change,
});

export function emptyDraft(today: string): Draft {
  return {
    lines: [newLine()],
    discountKind: 'none',
    discount: '',
    tax: '',
    validUntil: addDays(today, quoteLimits.defaultValidDays),
    note: '',
  };
}

/**
 * The first quote of a request the form priced starts from its estimate: one line for the item
 * (the options priced, and the top-up to the table's minimum) and one per fee, which add up to
 * the estimate's total; the owner then changes whatever the job needs.
 */
export function draftFromEstimate(estimate: EstimateView, today: string): Draft {
  const itemCents = estimate.lines
    .filter((line) => line.kind !== 'fee')
    .reduce((sum, line) => sum + line.cents, 0);
  const source = `estimate:${estimate.table}`;
  return {
    ...emptyDraft(today),
    lines: [
      newLine({ description: estimate.item, price: centsToText(itemCents), source }),
      ...estimate.lines
        .filter((line) => line.kind === 'fee')
        .map((fee) =>
          newLine({ description: fee.label, price: centsToText(fee.cents), source: `${source}:${fee.id}` }),
        ),
    ],
  };
}

/** A new version starts as a copy of the newest one, valid again for the usual 30 days. */
export function draftFrom(quote: Quote, today: string): Draft {
  const { discount } = quote;
  return {
    lines: quote.lines.map((line) =>
      newLine({
        description: line.description,
        quantity: numberToText(line.quantity),
        price: centsToText(line.unitCents),
        ...(line.source ? { source: line.source } : {}),
      }),
    ),
    discountKind: discount?.kind ?? 'none',
    discount: !discount
      ? ''
      : discount.kind === 'percent'
        ? numberToText(discount.percent)
        : centsToText(discount.cents),
    tax: quote.taxRatePercent === null ? '' : numberToText(quote.taxRatePercent),
    validUntil: addDays(today, quoteLimits.defaultValidDays),
    note: quote.note,
  };
}

/** Unreadable text becomes NaN, which quoteProblems() reports at its field like any bad number. */
const orNaN = (value: number | null) => value ?? Number.NaN;

function discountOf(draft: Draft): QuoteDiscount | null {
  if (draft.discountKind === 'percent')
    return { kind: 'percent', percent: orNaN(parseDecimal(draft.discount)) };
  if (draft.discountKind === 'amount') return { kind: 'amount', cents: orNaN(parseMoney(draft.discount)) };
  return null;
}

export interface ReadDraft {
  /** The body to POST: what was typed, read; sent only when `problems` is empty. */
  quote: NewQuote;
  /** The fields that are wrong, named as the API names them (`lines.0.unitCents`, `discount`). */
  problems: string[];
}

export function readDraft(draft: Draft, today: string): ReadDraft {
  const lines: QuoteLineInput[] = draft.lines.map((line) => ({
    description: line.description.trim(),
    quantity: orNaN(parseDecimal(line.quantity)),
    unitCents: orNaN(parseMoney(line.price)),
    ...(line.source ? { source: line.source } : {}),
  }));
  const tax = draft.tax.trim();
  const quote: NewQuote = {
    lines,
    discount: discountOf(draft),
    taxRatePercent: tax === '' ? null : orNaN(parseDecimal(tax)),
    validUntil: draft.validUntil,
    note: draft.note.trim(),
  };
  const problems = quoteProblems(quote).map((problem) => problem.field);
  const { min, max } = validRange(today);
  if (!isDay(quote.validUntil) || quote.validUntil < min || quote.validUntil > max)
    problems.push('validUntil');
  if (quote.note.length > quoteLimits.maxNote) problems.push('note');
  return { quote, problems: [...new Set(problems)] };
}

export interface Preview {
  priced: PricedQuote;
  /** Each line's amount, or null while its quantity or price cannot be read. */
  amounts: (number | null)[];
  /** The discount and the tax rate the totals count: none while they cannot be read. */
  discount: QuoteDiscount | null;
  taxRatePercent: number | null;
}

/**
 * The totals as typed so far, by the server's own arithmetic: a line, discount or tax that
 * cannot be read yet counts as nothing rather than hiding every total.
 */
export function previewDraft(draft: Draft): Preview {
  const { quote } = readDraft(draft, '0000-00-00');
  const readable = quote.lines.map(
    (line) =>
      Number.isFinite(line.quantity) &&
      line.quantity > 0 &&
      Number.isInteger(line.unitCents) &&
      line.unitCents >= 0,
  );
  const discount = quote.discount;
  const discountProblem =
    discount !== null &&
    quoteProblems({ lines: [], discount, taxRatePercent: null }).some(
      (problem) => problem.field === 'discount',
    );
  const rate = quote.taxRatePercent;
  const taxProblem =
    rate !== null &&
    quoteProblems({ lines: [], discount: null, taxRatePercent: rate }).some(
      (problem) => problem.field === 'taxRatePercent',
    );
  const counted = {
    discount: discountProblem ? null : discount,
    taxRatePercent: taxProblem ? null : rate,
  };
  const priced = priceQuote({
    lines: quote.lines.map((line, index) =>
      readable[index] ? line : { ...line, quantity: 0, unitCents: 0 },
    ),
    ...counted,
  });
  return {
    priced,
    amounts: priced.lines.map((line, index) => (readable[index] ? line.amountCents : null)),
    ...counted,
  };
}
