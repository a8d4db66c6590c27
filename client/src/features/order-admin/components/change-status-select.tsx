import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
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
  // The status the menu showed when it opened (docs/ARCHITECTURE.md, "Edit versions"): another admin's change arriving
  // while it is open moves the row, but the pick still names what this admin decided on, so the
  // server refuses it (naming them) instead of overwriting their change.
  const seen = useRef(status);

  async function choose(next: OrderStatus) {
    if (next === status) return;
    setSaving(true);
    try {
      await changeStatus(orderId, next, seen.current);
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
      slotProps={{
        select: {
          onOpen: () => {
            seen.current = status;
          },
        },
      }}
    >
      {ORDER_STATUSES.map((option) => (
        <MenuItem key={option} value={option}>
          {ORDER_STATUS_LABELS[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}
