import { addDays } from './clock.js';

/**
 * The back office's calendar is Jalali (Tehran's days, docs/ARCHITECTURE.md, "Time"): requests are
 * counted per Jalali week, which starts on Saturday, and per Jalali month. Buckets are ranges of
 * Tehran calendar days (YYYY-MM-DD, Gregorian, as every day the API carries); `tehranDayStart`
 * turns their ends into moments.
 */
export interface DayBucket {
  /** The first day of the bucket. */
  start: string;
  /** The day after the last one. */
  end: string;
  jalali: JalaliDate;
}

export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

// ICU's Persian calendar is the Solar Hijri one Iran uses; Latin digits so the parts parse.
const persian = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

const noonOf = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date, 12));
};

/** The Jalali date of a calendar day. */
export function jalaliOf(day: string): JalaliDate {
  const parts = Object.fromEntries(persian.formatToParts(noonOf(day)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Saturday is day 6 of `getUTCDay`; the Jalali week runs Saturday to Friday. */
function weekStart(day: string): string {
  return addDays(day, -((noonOf(day).getUTCDay() + 1) % 7));
}

function monthStart(day: string): string {
  return addDays(day, 1 - jalaliOf(day).day);
}

/** The `count` Jalali weeks ending with the one `today` falls in, oldest first. */
export function jalaliWeeks(today: string, count: number): DayBucket[] {
  const buckets: DayBucket[] = [];
  let start = weekStart(today);
  for (let i = 0; i < count; i++) {
    buckets.unshift({ start, end: addDays(start, 7), jalali: jalaliOf(start) });
    start = addDays(start, -7);
  }
  return buckets;
}

/** The `count` Jalali months ending with the one `today` falls in, oldest first. */
export function jalaliMonths(today: string, count: number): DayBucket[] {
  const buckets: DayBucket[] = [];
  let end = addDays(monthStart(today), 40);
  end = monthStart(end);
  for (let i = 0; i < count; i++) {
    const start = monthStart(addDays(end, -1));
    buckets.unshift({ start, end, jalali: jalaliOf(start) });
    end = start;
  }
  return buckets;
}
