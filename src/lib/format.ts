import { usLocale } from './languages.ts';

/** A date in the page language, e.g. "Mar 5, 2026" ("5 mar 2026" in Spanish). */
export function formatDate(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(usLocale(lng), { dateStyle: 'medium' }).format(date);
}

/**
 * A calendar day written YYYY-MM-DD (a quote's "valid until"), in the page language. It names a
 * day, not an instant: read as midnight UTC and shown in UTC, so no time zone moves it a day.
 */
export function formatDay(day: string, lng: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(usLocale(lng), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A date and time in the page language and the browser's time zone, e.g. "Mar 5, 2026, 2:03 PM". */
export function formatDateTime(iso: string, lng: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(usLocale(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** 68 B, 12.5 KB, 3.2 MB. */
export function formatBytes(size: number, lng: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(usLocale(lng), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
