import Switch from '@mui/material/Switch';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { describeApiError } from '@/lib/api-error';
import { useSetOnDuty } from '../use-admins';

/** «در نوبت»: new requests are assigned in turn among the admins switched on here (superadmins only); never a deactivated admin. */
export function OnDutySwitch({ admin }: { admin: { id: number; name: string; family: string; onDuty: boolean; active: boolean } }) {
  const setOnDuty = useSetOnDuty();
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);
  return (
    <Switch
      checked={admin.onDuty}
      disabled={saving || !admin.active}
      slotProps={{ input: { 'aria-label': `${admin.name} ${admin.family} در نوبت دریافت درخواست‌ها` } }}
      onChange={(event) => {
        setSaving(true);
        setOnDuty(admin.id, event.target.checked)
          .catch((error: unknown) => enqueueSnackbar(describeApiError(error).message, { variant: 'error' }))
          .finally(() => setSaving(false));
      }}
    />
  );
}
