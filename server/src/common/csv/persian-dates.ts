// The office is in Tehran: a moment is shown on its calendar day, wherever the server runs.
const jalaliDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const tehranClock = new Intl.DateTimeFormat('fa-IR', { timeZone: 'Asia/Tehran', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
// A calendar date (YYYY-MM-DD) names a day, not a moment: read and shown at UTC so no zone moves it.
const jalaliCalendarDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment as the back office shows it: ۱۴۰۳/۰۱/۰۱، ۱۴:۰۵ (Jalali, Persian digits, Tehran time). */
export function jalaliDateTime(value: Date | null | undefined): string {
  if (!value) return '';
  return `${jalaliDay.format(value)}، ${tehranClock.format(value)}`;
}

/** A calendar date (YYYY-MM-DD, Gregorian) in the Jalali calendar: ۱۴۰۳/۰۱/۰۱. */
export function jalaliCalendarDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const day = value instanceof Date ? value.toISOString() : value;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : jalaliCalendarDay.format(date);
}
