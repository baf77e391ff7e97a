import { usLocale } from '../../lib/languages.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** Numbers in the page's language (3.5 / 3,5 is not ours to choose: es-US writes 3.5), up to `digits` decimals. */
export function useNumberText() {
  const { i18n } = useTranslation('gang-sheet');
  const locale = usLocale(i18n.resolvedLanguage ?? i18n.language);
  const number = (value: number, digits = 2) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  number.percent = (share: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(share);
  return number;
}
