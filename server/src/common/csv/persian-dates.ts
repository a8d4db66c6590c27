// The office is in Tehran: a moment is shown on its calendar day, wherever the server runs. Spreadsheets sort
// and sum Latin digits: the exports' dates are Jalali in Latin digits, ISO beside them.
const jalaliDayLatin = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const tehranClockLatin = new Intl.DateTimeFormat('fa-IR-u-nu-latn', {
  timeZone: 'Asia/Tehran',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
// A calendar date (YYYY-MM-DD) names a day, not a moment: read and shown at UTC so no zone moves it.
const jalaliCalendarDayLatin = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment on Tehran's Jalali calendar in Latin digits, for a spreadsheet: 1403/01/01 14:05. */
export function jalaliDateTimeLatin(value: Date | null | undefined): string {
  if (!value) return '';
  return `${jalaliDayLatin.format(value)} ${tehranClockLatin.format(value)}`;
}

/** A calendar date (YYYY-MM-DD, Gregorian) in the Jalali calendar in Latin digits: 1403/01/01. */
export function jalaliCalendarDateLatin(value: string | Date | null | undefined): string {
  if (!value) return '';
  const day = value instanceof Date ? value.toISOString() : value;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : jalaliCalendarDayLatin.format(date);
}

/** A moment as ISO 8601 in UTC (2024-03-20T10:35:00.000Z); empty for none. */
export const isoMoment = (value: Date | null | undefined): string => (value ? value.toISOString() : '');

/** A calendar date as ISO 8601 (2024-03-20); empty for none. */
export function isoCalendarDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  return (value instanceof Date ? value.toISOString() : value).slice(0, 10);
}
