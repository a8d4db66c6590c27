import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { BulkBar } from '@/components/ui/bulk-bar';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
 * Asked first, naming how many requests change to what; afterwards «بازگردانی» puts each back to
 * the status it had.
 */
export function BulkStatusBar({ selection }: { selection: RowSelection<AdminOrder> }) {
  const changeStatus = useChangeOrderStatus();
  const runEach = useBulkAction();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  // The ticked rows' statuses as shown when the change was asked (docs/ARCHITECTURE.md, "Edit versions"): a request
  // another admin changes while the question is open is refused, naming them, not overwritten.
  const shown = useRef<ReadonlyMap<number, OrderStatus>>(new Map());

  function ask() {
    shown.current = new Map(selection.selectedRows.map((order) => [order.id, order.status]));
    setAsking(true);
  }

  async function apply() {
    if (!status) return;
    setSaving(true);
    const orders = await selection.rowsToActOn();
    const before = new Map(orders.map((order) => [order.id, shown.current.get(order.id) ?? order.status]));
    const names = new Map(orders.map((order) => [order.id, order.fullName]));
    const changed = await runEach(
      orders.map((order) => order.id),
      (id) => changeStatus(id, status, before.get(id)),
      {
        refused: (count) => `وضعیت ${formatNumber(count)} درخواست تغییر نکرد`,
        name: (id) => names.get(id) ?? String(id),
        done: (count) => `وضعیت ${formatNumber(count)} درخواست بروز شد`,
        undo: (id) => changeStatus(id, before.get(id)!, status),
        undone: (count) => `وضعیت ${formatNumber(count)} درخواست بازگردانده شد`,
      },
    );
    setSaving(false);
    setAsking(false);
    if (changed.length > 0) {
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
      <Button variant="contained" size="small" disabled={!status || saving} onClick={ask}>
        تغییر وضعیت
      </Button>
      <ConfirmDialog
        open={asking && Boolean(status)}
        title={`تغییر وضعیت ${formatNumber(selection.count)} درخواست`}
        message={
          status
            ? `وضعیت ${formatNumber(selection.count)} درخواست به «${ORDER_STATUS_LABELS[status]}» تغییر می‌کند. پس از آن تا چند ثانیه می‌توانید آن را بازگردانید.`
            : ''
        }
        confirmLabel="تغییر وضعیت همه"
        confirmColor="primary"
        busy={saving}
        onConfirm={() => void apply()}
        onClose={() => setAsking(false)}
      />
    </BulkBar>
  );
}
