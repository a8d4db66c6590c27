import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime } from '@/lib/format';
import type { AdminOrder } from '../use-admin-orders';
import { OrderCustomerCell } from './order-customer-cell';

/**
 * The request's way forward: the next call, if one is set, its calls and notes, and the customer it
 * became (or «تبدیل به مشتری»). One column, so the list fits a 1280 px screen beside the rest.
 */
export function FollowUpCell({ order, onOpen }: { order: AdminOrder; onOpen: (order: AdminOrder) => void }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {order.nextCallAt && <Typography variant="body2">تماس بعدی: {formatJalaliDateTime(order.nextCallAt)}</Typography>}
      <Button size="small" variant="outlined" onClick={() => onOpen(order)} aria-label={`تماس‌ها و یادداشت‌های ${order.fullName}`}>
        تماس‌ها
      </Button>
      <OrderCustomerCell order={order} />
    </Stack>
  );
}
