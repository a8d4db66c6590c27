import { addDays } from './clock.js';

/**
 * Days are Tehran's (docs/ARCHITECTURE.md, conventions 14): the office reads its log, its lists and
 * its dashboard on Tehran's calendar, whatever zone the server's machine is set to. Every filter,
 * bucket or window that turns a calendar day (YYYY-MM-DD, the API's Gregorian form of the Jalali
 * day the screens show) into moments, or a moment into its day, goes through here.
 */
export const OFFICE_TIME_ZONE = 'Asia/Tehran';

const tehranParts = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Tehran's wall clock at `moment`, read as if it were UTC (so the difference is the zone's offset). */
function wallClockAsUtc(moment: Date): number {
  const parts = Object.fromEntries(tehranParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day (YYYY-MM-DD, Gregorian) that `moment` falls on in Tehran. */
export function tehranDay(moment: Date): string {
  const wall = new Date(wallClockAsUtc(moment));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}

/**
 * The moment Tehran's day `day` (YYYY-MM-DD) begins. The offset is read at the guess and read
 * again at the answer: Iran kept daylight saving until 2022, and a day that began on a change
 * needs the offset in force after it.
 */
export function tehranDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  const first = midnightAsUtc - (wallClockAsUtc(new Date(midnightAsUtc)) - midnightAsUtc);
  return new Date(midnightAsUtc - (wallClockAsUtc(new Date(first)) - first));
}

/** The moments of Tehran's days `from` to `to` (both inclusive, either open): `[start, end)`. */
export function tehranDaysRange(from?: string | null, to?: string | null): { start?: Date; end?: Date } {
  return {
    start: from ? tehranDayStart(from) : undefined,
    end: to ? tehranDayStart(addDays(to, 1)) : undefined,
  };
}
