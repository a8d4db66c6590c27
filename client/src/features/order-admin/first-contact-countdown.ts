import { businessMinutesBetween, type BusinessHours } from '@site-builder/rules';
import type { OfficeHoursQuery } from '@/generated/graphql';
import { toPersianDigits } from '@/lib/format';

/** The office's hours as the server sent them, in the form the shared rule counts in. */
export function officeBusinessHours(office: OfficeHoursQuery['officeHours']): BusinessHours {
  const week = Array.from({ length: 7 }, (_, weekday) => {
    const day = office.days.find((d) => d.weekday === weekday);
    return day ? { open: day.open, close: day.close } : null;
  });
  return { week, holidays: new Set(office.holidays) };
}

/** Whole minutes, as people say them: «۴۰ دقیقه», «۳ ساعت», «۱ ساعت و ۵ دقیقه». */
function duration(minutes: number): string {
  if (minutes < 60) return `${toPersianDigits(minutes)} دقیقه`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${toPersianDigits(hours)} ساعت و ${toPersianDigits(rest)} دقیقه` : `${toPersianDigits(hours)} ساعت`;
}

export interface Countdown {
  overdue: boolean;
  /** The amount («۳ ساعت و ۱۹ دقیقه») and what it is («کاری دیرکرد»): two lines in a narrow column, whatever the amount. */
  amount: string;
  meaning: string;
  text: string;
}

/**
 * How far a request is from its first-call target, counted in the office's open hours
 * (docs/INTEGRATORS.md, "Call log and time to first call"): the minutes left, rounded up so the
 * count reaches nothing only at the target, or how late it is, rounded down.
 */
export function firstContactCountdown(hours: BusinessHours, dueAt: Date, now: Date): Countdown {
  const said = (overdue: boolean, amount: string, meaning: string) => ({ overdue, amount, meaning, text: `${amount} ${meaning}` });
  if (now <= dueAt) {
    const left = Math.max(1, Math.ceil(businessMinutesBetween(hours, now, dueAt)));
    return said(false, duration(left), 'کاری تا تماس اول');
  }
  const late = Math.floor(businessMinutesBetween(hours, dueAt, now));
  return late < 1 ? said(true, 'کمتر از ۱ دقیقه', 'دیرکرد') : said(true, duration(late), 'کاری دیرکرد');
}
