import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import type { AdminOrder } from '../use-admin-orders';
import { useAssignOrder, useTakeOrder } from '../use-order-owner';

export interface OwnerChoice {
  id: number;
  name: string;
  family: string;
  /**
   * A deactivated admin is no choice (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), but still names
   * the closed requests they kept.
   */
  active: boolean;
}

const fullName = (admin: { name: string; family: string }) => `${admin.name} ${admin.family}`;

/**
 * Who calls this request back. Unowned: any admin takes it («برداشتن»); when two take it at once
 * the server gives it to one and tells the other who has it. A superadmin chooses the owner.
 */
export function OrderOwnerCell({ order, choices }: { order: AdminOrder; choices: readonly OwnerChoice[] | null }) {
  const take = useTakeOrder();
  const assign = useAssignOrder();
  const { success, failure } = useSaveFeedback();
  const [saving, setSaving] = useState(false);

  async function run(write: () => Promise<unknown>, done: string) {
    setSaving(true);
    try {
      await write();
      success(done);
    } catch (error) {
      failure(error);
    } finally {
      setSaving(false);
    }
  }

  if (choices) {
    return (
      <TextField
        select
        size="small"
        label="مسئول"
        value={order.owner?.id ?? ''}
        disabled={saving}
        onChange={(event) => {
          const ownerId = event.target.value === '' ? null : Number(event.target.value);
          void run(
            () => assign(order.id, ownerId, order.owner?.id ?? null),
            ownerId === null ? 'مسئول درخواست برداشته شد' : 'مسئول درخواست تعیین شد',
          );
        }}
        sx={{ minWidth: 140 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">بدون مسئول</MenuItem>
        {choices
          .filter((admin) => admin.active || admin.id === order.owner?.id)
          .map((admin) => (
            <MenuItem key={admin.id} value={admin.id} disabled={!admin.active}>
              {admin.active ? fullName(admin) : `${fullName(admin)} (غیرفعال)`}
            </MenuItem>
          ))}
      </TextField>
    );
  }
  if (order.owner) return <span data-testid="order-owner">{fullName(order.owner)}</span>;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={saving}
      onClick={() => void run(() => take(order.id), 'درخواست را برداشتید')}
      aria-label={`برداشتن درخواست ${order.fullName}`}
    >
      برداشتن
    </Button>
  );
}
