/**
 * Formats an opening time ("08:00") the way the visitor's language writes it: "8:00 AM" in
 * English, "8:00 a.m." in Spanish. The shop is in the United States, so both use the US region.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatTime(lng: string, time: string): string {
  // i18next may report a regional tag ('en-US'); only the language part is ours to choose.
  const locale = `${lng.split('-')[0]}-US`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' });
    formatters.set(locale, formatter);
  }
  const [hours, minutes] = time.split(':').map(Number);
  return formatter.format(new Date(2000, 0, 1, hours, minutes));
}
