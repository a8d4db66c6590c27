import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderStatus } from '@/generated/graphql';
import { ALL_STATUSES_LABEL, ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/lib/order-status';

interface OrderStatusFilterProps {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
}

export function OrderStatusFilter({ value, onChange }: OrderStatusFilterProps) {
  return (
    <TextField
      select
      size="small"
      name="status"
      label="وضعیت"
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as OrderStatus | null)}
      sx={{ minWidth: { xs: '100%', sm: 200 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{ALL_STATUSES_LABEL}</MenuItem>
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {ORDER_STATUS_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
