import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@/generated/graphql';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '@/lib/order-status';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      label={ORDER_STATUS_LABELS[status]}
      color={ORDER_STATUS_COLORS[status]}
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  );
}
