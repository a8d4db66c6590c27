import { parseCalendarDate, toPersianDigits } from '@/lib/format';

/** The count the server gave for one status; a status with no requests counts zero. */
export function countFor<S extends string>(counts: readonly { status: S; count: number }[], status: S): number {
  return counts.find((entry) => entry.status === status)?.count ?? 0;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole calendar days from `today` to an expiry date (`YYYY-MM-DD`): 0 on the day itself.
 * Counted on calendar days, not hours, so the answer does not change during the day.
 */
export function daysUntil(expireDate: string | null | undefined, today: Date): number | null {
  const expiry = expireDate ? parseCalendarDate(expireDate) : null;
  if (!expiry) return null;
  const from = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const to = Date.UTC(expiry.getFullYear(), expiry.getMonth(), expiry.getDate());
  return Math.round((to - from) / DAY_MS);
}

/** How soon a plan expires, in words staff read at a glance. */
export function expiryNote(days: number | null): string {
  if (days === null) return '';
  if (days < 0) return 'منقضی شده';
  if (days === 0) return 'امروز';
  if (days === 1) return 'فردا';
  return `${toPersianDigits(days)} روز دیگر`;
}

/** Plans due beyond the ones listed (the server lists at most 10 of them). */
export function moreThanShown(total: number, shown: number): number {
  return Math.max(0, total - shown);
}
