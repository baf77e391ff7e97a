/**
 * "08:00" -> "8 AM", "09:30" -> "9:30 AM" (Spanish "8 a. m."): US conventions in the page
 * language, minutes only when needed, matching the header and footer. UTC on both sides so
 * the visitor's own time zone cannot shift the hour.
 */
export function formatTime(lng: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', timeZone: 'UTC' };
  if (minutes) options.minute = '2-digit';
  const locale = `${lng.split('-')[0]}-US`;
  return new Intl.DateTimeFormat(locale, options).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}
