import { formatJalaliDateTime } from '@/lib/format';

/** Where a request stands on its first call, in the words the request page and the timeline dialog use. */
export function firstContactSummary(order: { firstContactAt?: string | null; firstContactOverdue?: boolean | null }): string {
  if (order.firstContactAt) return `اولین تماس: ${formatJalaliDateTime(order.firstContactAt)}`;
  return order.firstContactOverdue ? 'مهلت اولین تماس گذشته است' : 'هنوز تماسی گرفته نشده است';
}
