/**
 * The shop's own calendar (SHOP_TIME_ZONE): the inbox's date filters mean the shop's days, and
 * the nightly backup runs at the shop's hour, wherever the server's clock is set.
 */
export const defaultShopTimeZone = 'America/Indiana/Indianapolis';

export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at `date`. */
function wallClock(date: Date, timeZone: string): Wall {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  const number = (type: string) => Number(parts[type]);
  return {
    year: number('year'),
    month: number('month'),
    day: number('day'),
    hour: number('hour'),
    minute: number('minute'),
    second: number('second'),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `date`, in milliseconds. */
function offsetMs(date: Date, timeZone: string): number {
  const wall = wallClock(date, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** The shop's date at `date`, as `YYYY-MM-DD`. */
export function shopDay(date: Date, timeZone: string): string {
  const { year, month, day } = wallClock(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The shop's hour (0–23) at `date`. */
export function shopHour(date: Date, timeZone: string): number {
  return wallClock(date, timeZone).hour;
}

/** The instant the shop's day `YYYY-MM-DD` begins (the offset taken at that instant, so DST days are right). */
export function startOfShopDay(day: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  const first = midnightUtc - offsetMs(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - offsetMs(new Date(first), timeZone));
}

/** The day after `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A real calendar date written `YYYY-MM-DD`. */
export function isDay(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value
  );
}
