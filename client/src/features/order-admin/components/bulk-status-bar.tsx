import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { BulkBar } from '@/components/ui/bulk-bar';
import type { OrderStatus } from '@/generated/graphql';
import { formatNumber } from '@/lib/format';
import { useBulkAction } from '@/lib/use-bulk-action';
import type { RowSelection } from '@/lib/use-row-selection';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@/lib/order-status';
import type { AdminOrder } from '../use-admin-orders';
import { useChangeOrderStatus } from '../use-change-order-status';

/**
 * Sets one status on every ticked request, each through the single change (so each gets the
 * caller as operator and its own line in the activity log); the rows follow as the server agrees.
 */
export function BulkStatusBar({ selection }: { selection: RowSelection<AdminOrder> }) {
  const changeStatus = useChangeOrderStatus();
  const runEach = useBulkAction();
  const { enqueueSnackbar } = useSnackbar();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [saving, setSaving] = useState(false);

  async function apply() {
    if (!status) return;
    setSaving(true);
    const ids = selection.selectedRows.map((order) => order.id);
    const changed = await runEach(
      ids,
      (id) => changeStatus(id, status),
      (count) => `وضعیت ${formatNumber(count)} درخواست تغییر نکرد`,
    );
    setSaving(false);
    if (changed.length > 0) {
      enqueueSnackbar(`وضعیت ${formatNumber(changed.length)} درخواست بروز شد`, { variant: 'success' });
      selection.clear();
      setStatus('');
    }
  }

  return (
    <BulkBar selection={selection} noun="درخواست">
      <TextField
        select
        size="small"
        label="وضعیت جدید"
        value={status}
        disabled={saving}
        onChange={(event) => setStatus(event.target.value as OrderStatus)}
        sx={{ minWidth: 170 }}
      >
        {ORDER_STATUSES.map((option) => (
          <MenuItem key={option} value={option}>
            {ORDER_STATUS_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" size="small" disabled={!status || saving} onClick={() => void apply()}>
        تغییر وضعیت
      </Button>
    </BulkBar>
  );
}
