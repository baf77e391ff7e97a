import { useTranslation } from '../../lib/use-translation.ts';
import { business } from '../../../catalog/business.ts';

type Days = (typeof business.hours)[number]['days'];

/**
 * "8:00 AM" / "8:00 a.m.": the page language as written in the United States, where the shop
 * is. Same output as the home page's location section, so the hours read alike on one page.
 */
export function formatTime(hhmm: string, lng: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const locale = `${lng.split('-')[0]}-US`;
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

export interface OpeningHoursRow {
  days: Days;
  label: string;
  /** "8 AM – 5 PM", or the word for closed. */
  text: string;
}

/** Opening hours from catalog/business.ts, worded and formatted in the page language. */
export function useOpeningHours(): OpeningHoursRow[] {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return business.hours.map((row) => ({
    days: row.days,
    label: t(`hours.${row.days}`),
    text:
      row.open && row.close
        ? t('hours.range', { open: formatTime(row.open, lng), close: formatTime(row.close, lng) })
        : t('hours.closed'),
  }));
}
