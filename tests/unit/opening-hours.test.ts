import { formatTime } from '../../src/lib/opening-hours.ts';

/** What Intl says for the page language as written in the US, spaces made plain. */
function intl(locale: string, hours: number, minutes: number): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .format(new Date(Date.UTC(2000, 0, 1, hours, minutes)))
    .replace(/\s/gu, ' ');
}

describe('formatTime', () => {
  const times = Array.from({ length: 48 }, (_, i) => [Math.floor(i / 2), (i % 2) * 30] as const);

  it.each([
    ['en', 'en-US'],
    ['es', 'es-US'],
  ])('writes every half hour in %s as Intl does for %s', (lng, locale) => {
    for (const [hours, minutes] of times) {
      const hhmm = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      expect(formatTime(lng, hhmm)).toBe(intl(locale, hours, minutes));
    }
  });

  it('reads the shop hours as people say them', () => {
    expect(formatTime('en', '08:00')).toBe('8:00 AM');
    expect(formatTime('en', '17:30')).toBe('5:30 PM');
    expect(formatTime('es', '12:00')).toBe('12:00 p.m.');
    expect(formatTime('es', '00:15')).toBe('12:15 a.m.');
  });
});
