import { usLocale } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { StartingPrice } from '../../../catalog/services.ts';

/**
 * Dollars as US shops write them: whole amounts without cents ($2,499), others with ($3.50);
 * `cents` keeps them on every amount of a price list ($16.00 beside $10.50).
 */
export function formatUsd(amount: number, language: string, cents = false): string {
  return new Intl.NumberFormat(usLocale(language), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents || !Number.isInteger(amount) ? 2 : 0,
  }).format(amount);
}

/** The money formatter and the "Starting at $599/vehicle" text in the current language. */
export function usePriceText() {
  const { t, i18n } = useTranslation('pages');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (amount: number, cents = false) => formatUsd(amount, language, cents);
  const startingAt = (price: StartingPrice) =>
    price.unit
      ? t('price.startingAtPer', { price: money(price.amount), unit: t(`price.units.${price.unit}`) })
      : t('price.startingAt', { price: money(price.amount) });
  return { money, startingAt };
}
