import Typography from '@mui/material/Typography';
import type { OrderStatus } from '@/generated/graphql';
import { formatJalaliDateTime } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { firstContactCountdown } from '../first-contact-countdown';
import { useOfficeHours } from '../use-office-hours';

const WAITING: readonly OrderStatus[] = ['PENDING', 'PROCESSING'];

interface Props {
  order: { status: OrderStatus; firstContactAt?: unknown; firstContactDueAt: unknown; firstContactOverdue?: boolean };
  /** One line where there is room (a dialog); two, each kept whole, in a narrow column. */
  inline?: boolean;
}

/**
 * The time left until a request's first-call target, or how late it is, in open hours, moving on by
 * itself. Nothing for a request called or closed. The lines are there from the first paint (blank
 * until the office's hours arrive), so neither the loading nor the ticking moves the row.
 */
export function FirstContactCountdown({ order, inline = false }: Props) {
  const hours = useOfficeHours();
  const now = useNow();
  if (order.firstContactAt || !WAITING.includes(order.status)) return null;
  const dueAt = new Date(order.firstContactDueAt as string);
  // The server's word that it is late (the alert's refetch) counts at once, ahead of the next tick.
  const at = order.firstContactOverdue ? Math.max(now, dueAt.getTime() + 1) : now;
  const countdown = hours && firstContactCountdown(hours, dueAt, new Date(at));
  return (
    <Typography
      variant="caption"
      component="div"
      color={countdown?.overdue ? 'error' : 'text.secondary'}
      title={`موعد تماس اول: ${formatJalaliDateTime(dueAt)}`}
      data-testid="first-contact-countdown"
      data-overdue={countdown?.overdue ? 'true' : 'false'}
      sx={{ fontWeight: countdown?.overdue ? 700 : 400, '& > span': { display: inline ? 'inline' : 'block', whiteSpace: 'nowrap' } }}
    >
      {/* In a column, always two lines, each kept whole: the row keeps its height as the count goes on. */}
      <span>{countdown?.amount ?? '\u00a0'}</span> <span>{countdown?.meaning ?? '\u00a0'}</span>
    </Typography>
  );
}
