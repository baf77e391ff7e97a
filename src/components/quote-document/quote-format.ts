/**
 * How a quote's numbers read in the page's language: money through core's formatCents (US
 * dollars, as the server's e-mails write them), quantities and rates as plain US-style numbers.
 */
import { formatCents } from '../../../core/pricing/quote.ts';
import { usLocale } from '../../lib/languages.ts';
import type { QuoteDiscount } from '../../../core/api/quote.ts';

export { formatCents };

/** 'en' or 'es' for formatCents, from any i18next language code. */
export function moneyLanguage(lng: string): 'en' | 'es' {
  return lng.split('-')[0] === 'es' ? 'es' : 'en';
}

export function formatMoney(cents: number, lng: string): string {
  return formatCents(cents, moneyLanguage(lng));
}

/** 2, 2.5, 1,250 (up to the two decimals a quantity may have). */
export function formatQuantity(quantity: number, lng: string): string {
  return new Intl.NumberFormat(usLocale(lng), { maximumFractionDigits: 2 }).format(quantity);
}

/** 7, 7.25 (a percent's number, up to three decimals; the sign is the text's). */
export function formatRate(percent: number, lng: string): string {
  return new Intl.NumberFormat(usLocale(lng), { maximumFractionDigits: 3 }).format(percent);
}

/** The discount's percent when it is one, for "Discount (10%)". */
export function discountRate(discount: QuoteDiscount | null): number | null {
  return discount?.kind === 'percent' ? discount.percent : null;
}
