import { useTranslation } from 'react-i18next';
import { business } from '../../../catalog/business.ts';

type Days = (typeof business.hours)[number]['days'];

/** "8 AM" / "9:30 a. m.": the US conventions of the page language, minutes only when needed. */
export function formatTime(hhmm: string, lng: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', timeZone: 'UTC' };
  if (minutes) options.minute = '2-digit';
  const locale = lng.startsWith('es') ? 'es-US' : 'en-US';
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
