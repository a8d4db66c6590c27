import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { describeApiError } from '@/lib/api-error';
import { useUnlockAdmin } from '../use-admins';

/**
 * «باز کردن قفل ورود» (superadmins; docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): clears an admin's
 * failed-login lockout on every address and device at once, another superadmin's included. Harmless when there is
 * none.
 */
export function UnlockButton({ admin }: { admin: { id: number; name: string; family: string } }) {
  const unlock = useUnlockAdmin();
  const { enqueueSnackbar } = useSnackbar();
  const [saving, setSaving] = useState(false);
  const fullName = `${admin.name} ${admin.family}`;
  return (
    <Tooltip title="باز کردن قفل ورود">
      <IconButton
        aria-label={`باز کردن قفل ورود ${fullName}`}
        disabled={saving}
        onClick={() => {
          setSaving(true);
          unlock(admin.id)
            .then(() => enqueueSnackbar(`قفل ورود ${fullName} باز شد`, { variant: 'success' }))
            .catch((error: unknown) => enqueueSnackbar(describeApiError(error).message, { variant: 'error' }))
            .finally(() => setSaving(false));
        }}
      >
        <LockOpenIcon />
      </IconButton>
    </Tooltip>
  );
}
