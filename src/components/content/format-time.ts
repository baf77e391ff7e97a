/**
 * "08:00" -> "8:00 AM" in English, "8:00" in Spanish: the clock style each language's
 * readers expect. UTC on both sides so the visitor's own time zone cannot shift the hour.
 */
export function formatTime(lng: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const date = new Date(Date.UTC(2000, 0, 1, hours, minutes));
  return new Intl.DateTimeFormat(lng, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}
