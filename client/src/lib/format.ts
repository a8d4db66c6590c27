import { toLatinDigits, toPersianDigits } from '@site-builder/rules';

/** The digit rules are shared with the server (packages/rules); screens take them from here with the formatting. */
export { normalizeMobile, toLatinDigits, toPersianDigits } from '@site-builder/rules';

/** Made on first use: building Intl formatters loads locale data, work the first paint need not wait for. */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const persian = lazily(() => new Intl.NumberFormat('fa-IR', { useGrouping: true }));

/** Persian's thousands separator, as Intl writes it for fa-IR. */
const THOUSANDS = '\u066C';

/**
 * A number in Persian digits with thousands separators: 7700000 -> ۷٬۷۰۰٬۰۰۰. Whole numbers (every
 * price and count) are written here: the first Intl formatter for fa-IR loads the locale's data,
 * about 25 ms of a phone's main thread while the page becomes interactive. Intl does the rest.
 */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return persian().format(value);
  return toPersianDigits(String(value).replace(/\B(?=(\d{3})+$)/g, THOUSANDS));
}

/** A price in tomans, or "by agreement" when there is none. */
export function formatTomans(value: number | null | undefined, missing = 'توافقی'): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${formatNumber(value)} تومان` : missing;
}

/** A phone number as every screen shows it: Persian digits (kept left to right by the caller's `dir="ltr"`). */
export function formatPhone(value: string | null | undefined): string {
  return value ? toPersianDigits(value) : '-';
}

/** A link to a domain as staff typed it: https:// is added when there is no scheme. */
export function domainUrl(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}

/** The domain without its scheme, for display. */
export function domainLabel(domain: string): string {
  return domain.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * The browser's own Persian (Jalali) calendar: no date library in the shared bundle. Moments are
 * shown on Tehran's clock whatever the browser's zone (docs/ARCHITECTURE.md, conventions 14: days
 * are Tehran's), so a row's day is the day the activity filter finds it under; a calendar date
 * (`YYYY-MM-DD`) names a day, not a moment, and is read and written at UTC so no zone moves it.
 */
const jalali = lazily(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const jalaliCalendarDay = lazily(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }),
);
const clock = lazily(
  () => new Intl.DateTimeFormat('fa-IR', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date as the API sends it (`YYYY-MM-DD`, Gregorian) read as that day wherever the
 * browser is: `new Date('2024-03-20')` would be UTC midnight, the day before west of Greenwich.
 */
export function parseCalendarDate(value: string): Date | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A Date as the API's calendar date, `YYYY-MM-DD` (Gregorian), in local time. */
export function toCalendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A date in the Jalali calendar with Persian digits (۱۴۰۳/۰۱/۰۱); a dash when there is none. A
 * calendar date is that day; a moment (ISO date-time or Date) is its day in Tehran.
 */
export function formatJalaliDate(value: string | Date | null | undefined, missing = '-'): string {
  if (!value) return missing;
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? missing : jalaliCalendarDay().format(day);
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? missing : jalali().format(date);
}

/** A moment (ISO date-time) in the Jalali calendar with Tehran's time: ۱۴۰۳/۰۱/۰۱، ۱۴:۰۵. */
export function formatJalaliDateTime(value: string | Date | null | undefined, missing = '-'): string {
  if (!value) return missing;
  const date = typeof value === 'string' ? new Date(value) : value;
  // Joined by hand: engines differ on the separator they put between a date and a time.
  return Number.isNaN(date.getTime()) ? missing : `${jalali().format(date)}، ${clock().format(date)}`;
}

/**
 * A whole number typed by a person, in Persian, Arabic or Latin digits, with or without
 * separators (۷٬۷۰۰٬۰۰۰, 7,700,000); null when it is empty, NaN when it is not a number.
 */
export function parseWholeNumber(value: string): number | null {
  const cleaned = toLatinDigits(value).replace(/[\s,٬،_]/g, '');
  if (cleaned === '') return null;
  return /^-?\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * A wall-clock time in Tehran (`HH:MM`, any digits) on a calendar day (`YYYY-MM-DD`) as a moment
 * (ISO), whatever the browser's zone (docs/ARCHITECTURE.md, conventions 14). Iran has kept
 * +03:30 all year since 2022, and a follow-up is always in the future; null for a time that is
 * not one.
 */
export function tehranMoment(day: string, time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(toLatinDigits(time).trim());
  if (!match || !CALENDAR_DATE.test(day)) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  const moment = new Date(`${day}T${String(hours).padStart(2, '0')}:${match[2]}:00+03:30`);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}
