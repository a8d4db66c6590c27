import type { OrderStatus } from '@/generated/graphql';

/** docs/ARCHITECTURE.md §4, in the order the back office lists them (the order a request moves through). */
export const ORDER_STATUSES: readonly OrderStatus[] = ['PENDING', 'PROCESSING', 'COMPLETED', 'REJECTED'];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'در انتظار بررسی',
  PROCESSING: 'در حال پیگیری',
  COMPLETED: 'بررسی شده',
  REJECTED: 'رد شده',
};

/** Chip colours: what still needs a call stands out, what is settled reads as done or refused. */
export const ORDER_STATUS_COLORS: Record<OrderStatus, 'warning' | 'info' | 'success' | 'error'> = {
  PENDING: 'warning',
  PROCESSING: 'info',
  COMPLETED: 'success',
  REJECTED: 'error',
};

/** The filter's "all" choice: no status sent. */
export const ALL_STATUSES_LABEL = 'همه';

/** A status as the URL holds it; anything else (a typo, an old link) means no filter. */
export function parseOrderStatus(value: string | null | undefined): OrderStatus | null {
  const upper = value?.trim().toUpperCase();
  return ORDER_STATUSES.find((status) => status === upper) ?? null;
}

/** The admin who last changed a request's status, or "unspecified" when nobody has yet. */
export function operatorName(operator: { name: string; family: string } | null | undefined): string {
  const name = [operator?.name, operator?.family]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || 'نامشخص';
}
