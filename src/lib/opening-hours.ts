import { business } from '../../catalog/business.ts';
import { usLocale } from './languages.ts';
import { useTranslation } from './use-translation.ts';

type Days = (typeof business.hours)[number]['days'];

/**
 * "08:00" -> "8:00 AM" in English, "8:00 a.m." in Spanish: the page language as written in the
 * United States, where the shop is (what Intl.DateTimeFormat says for en-US and es-US, checked
 * by tests/unit/opening-hours.test.ts). Written out rather than asked of Intl: the first
 * DateTimeFormat a page makes loads the browser's locale data (over 10 ms on a phone, on the
 * path of every page's header), and the prerendering Node and the browser cannot disagree.
 */
export function formatTime(lng: string, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const afternoon = hours % 24 >= 12;
  const spanish = usLocale(lng) === 'es-US';
  const suffix = spanish ? (afternoon ? 'p.m.' : 'a.m.') : afternoon ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
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
