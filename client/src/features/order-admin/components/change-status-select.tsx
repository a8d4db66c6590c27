import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { OrderStatus } from '@/generated/graphql';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/lib/order-status';
import { useChangeOrderStatus } from '../use-change-order-status';

interface ChangeStatusSelectProps {
  orderId: number;
  status: OrderStatus;
  fullWidth?: boolean;
}

/** Any status may be set at any time (docs/ARCHITECTURE.md §4); the row follows once the server agrees. */
export function ChangeStatusSelect({ orderId, status, fullWidth }: ChangeStatusSelectProps) {
  const changeStatus = useChangeOrderStatus();
  const { success, failure } = useSaveFeedback();
  const [saving, setSaving] = useState(false);

  async function choose(next: OrderStatus) {
    if (next === status) return;
    setSaving(true);
    try {
      await changeStatus(orderId, next, status);
      success('وضعیت بروز شد');
    } catch (error) {
      failure(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <TextField
      select
      size="small"
      label="تغییر وضعیت"
      value={status}
      disabled={saving}
      fullWidth={fullWidth}
      onChange={(event) => void choose(event.target.value as OrderStatus)}
      sx={{ minWidth: 140 }}
    >
      {ORDER_STATUSES.map((option) => (
        <MenuItem key={option} value={option}>
          {ORDER_STATUS_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
