/**
 * Days are Tehran's (docs/ARCHITECTURE.md, conventions 14): the office reads its log, its lists and
 * its dashboard on Tehran's calendar, whatever zone the machine (server or browser) is set to.
 */
export const OFFICE_TIME_ZONE = 'Asia/Tehran';

let tehranParts: Intl.DateTimeFormat | undefined;

/** Tehran's wall clock at `moment`, read as if it were UTC (so the difference is the zone's offset). */
function wallClockAsUtc(moment: Date): number {
  tehranParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(tehranParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The YYYY-MM-DD day `days` after `day`. Counted on UTC midnights so a daylight-saving change in
 * a zone can never make a day 23 or 25 hours long and land on the wrong date.
 */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

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
