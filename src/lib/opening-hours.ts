import { business } from '../../catalog/business.ts';
import { usLocale } from './languages.ts';
import { useTranslation } from './use-translation.ts';

type Days = (typeof business.hours)[number]['days'];

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * "08:00" -> "8:00 AM" in English, "8:00 a.m." in Spanish: the page language as written in the
 * United States, where the shop is. UTC on both sides, so the visitor's own time zone cannot
 * shift the hour.
 */
export function formatTime(lng: string, hhmm: string): string {
  const locale = usLocale(lng);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return formatter.format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

export interface OpeningHoursRow {
  days: Days;
  /** "Monday – Friday" */
  label: string;
  /** "8:00 AM – 5:00 PM", or the word for closed. */
  text: string;
  closed: boolean;
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
        ? t('hours.range', { open: formatTime(lng, row.open), close: formatTime(lng, row.close) })
        : t('hours.closed'),
    closed: !(row.open && row.close),
  }));
}
