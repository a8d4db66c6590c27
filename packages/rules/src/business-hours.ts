import { addDays, tehranDay, tehranDayStart } from './office-days.js';

/**
 * The office's working hours (docs/INTEGRATORS.md, "Call log and time to first call"): when a request's first-call
 * target counts down. Days are Tehran's and the hours its wall clock (docs/ARCHITECTURE.md, conventions 14), whatever
 * the machine's zone (server or browser). `week` is indexed by weekday, 0 = Sunday … 6 = Saturday (Iran's week begins on Saturday); null
 * closes the day. `holidays` are closed Tehran days (YYYY-MM-DD, Gregorian).
 */
export interface BusinessHours {
  week: readonly (OpenHours | null)[];
  holidays: ReadonlySet<string>;
}

/** Minutes after Tehran's midnight: open from `open`, closed from `close`. */
export interface OpenHours {
  open: number;
  close: number;
}

const MINUTE = 60_000;
/** Far enough for any calendar of holidays; a calendar with no open hour at all is refused at start. */
const SEARCH_DAYS = 400;

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** Iran's week, the order in which a range such as `sat-wed` runs. */
const IRAN_WEEK = [6, 0, 1, 2, 3, 4, 5];

export const DEFAULT_BUSINESS_HOURS = 'sat-wed 09:00-17:00, thu 09:00-13:00';

/**
 * Reads `BUSINESS_HOURS`: comma-separated `<days> HH:MM-HH:MM`, days one of sat sun mon tue wed thu
 * fri or a range in Iran's week (`sat-wed`); days not named are closed. Throws a message naming the
 * part it could not read.
 */
export function parseBusinessHours(text: string, holidays: readonly string[] = []): BusinessHours {
  const week: (OpenHours | null)[] = Array.from({ length: 7 }, () => null);
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^([a-z]{3})(?:-([a-z]{3}))?\s+(\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/i.exec(part);
    if (!match) throw new Error(`BUSINESS_HOURS: cannot read "${part}" (expected e.g. "sat-wed 09:00-17:00")`);
    const [, from, to, oh, om, ch, cm] = match;
    const open = Number(oh) * 60 + Number(om);
    const close = Number(ch) * 60 + Number(cm);
    if (Number(om) > 59 || Number(cm) > 59 || close > 24 * 60 || open >= close) {
      throw new Error(`BUSINESS_HOURS: "${part}" must open before it closes, within the day`);
    }
    for (const day of dayRange(from.toLowerCase(), (to ?? from).toLowerCase(), part)) week[day] = { open, close };
  }
  if (week.every((day) => day === null)) throw new Error('BUSINESS_HOURS: at least one day must be open');
  for (const day of holidays) {
    const date = new Date(`${day}T00:00:00Z`);
    if (!/^(19|20|21)\d{2}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
      throw new Error(`BUSINESS_HOLIDAYS: "${day}" is not a Gregorian day written YYYY-MM-DD`);
    }
  }
  return { week, holidays: new Set(holidays) };
}

function dayRange(from: string, to: string, part: string): number[] {
  const start = IRAN_WEEK.indexOf(WEEKDAYS.indexOf(from as (typeof WEEKDAYS)[number]));
  const end = IRAN_WEEK.indexOf(WEEKDAYS.indexOf(to as (typeof WEEKDAYS)[number]));
  if (!WEEKDAYS.includes(from as never) || !WEEKDAYS.includes(to as never) || end < start) {
    throw new Error(`BUSINESS_HOURS: "${part}" names no days in Iran's week order (sat sun mon tue wed thu fri)`);
  }
  return IRAN_WEEK.slice(start, end + 1);
}

/** The moments `day` is open, `[start, end)`, or null when it is closed. */
function openWindow(hours: BusinessHours, day: string): { start: number; end: number } | null {
  if (hours.holidays.has(day)) return null;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const open = hours.week[weekday];
  if (!open) return null;
  const midnight = tehranDayStart(day).getTime();
  return { start: midnight + open.open * MINUTE, end: midnight + open.close * MINUTE };
}

/** The moment `minutes` of open hours have passed since `from` (a moment in closed hours waits for the next opening). */
export function addBusinessMinutes(hours: BusinessHours, from: Date, minutes: number): Date {
  let left = minutes * MINUTE;
  let day = tehranDay(from);
  for (let i = 0; i < SEARCH_DAYS; i++, day = addDays(day, 1)) {
    const window = openWindow(hours, day);
    if (!window) continue;
    const start = Math.max(window.start, from.getTime());
    if (start >= window.end) continue;
    if (start + left <= window.end) return new Date(start + left);
    left -= window.end - start;
  }
  throw new Error('business hours: no opening within a year');
}

/** Minutes of open hours between `from` and `to` (0 when `to` is not later). */
export function businessMinutesBetween(hours: BusinessHours, from: Date, to: Date): number {
  let total = 0;
  let day = tehranDay(from);
  const last = tehranDay(to);
  for (let i = 0; i < SEARCH_DAYS && day <= last; i++, day = addDays(day, 1)) {
    const window = openWindow(hours, day);
    if (!window) continue;
    const start = Math.max(window.start, from.getTime());
    const end = Math.min(window.end, to.getTime());
    if (end > start) total += end - start;
  }
  return total / MINUTE;
}
