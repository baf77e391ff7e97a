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

/**
 * The money formatter and the "Starting at $599/vehicle" or "Starting at $29 for 250 cards"
 * text in the current language (a price table's unit: `prices.units.<unit>` in catalog.json,
 * with its plural forms).
 */
export function usePriceText() {
  const { t, i18n } = useTranslation(['pages', 'catalog']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (amount: number, cents = false) => formatUsd(amount, language, cents);
  const startingAt = (price: StartingPrice) => {
    const amount = money(price.amount);
    if (price.for)
      return t('pages:price.startingAtFor', {
        price: amount,
        quantity: t(`catalog:prices.units.${price.for.unit}`, { count: price.for.quantity }),
      });
    return price.unit
      ? t('pages:price.startingAtPer', { price: amount, unit: t(`pages:price.units.${price.unit}`) })
      : t('pages:price.startingAt', { price: amount });
  };
  return { money, startingAt };
}
