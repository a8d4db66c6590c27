import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkEraseOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { describeApiError } from '@/lib/api-error';
import { useResetAdminTwoFactor } from '../use-admins';

/**
 * «بازنشانی ورود دو مرحله‌ای» (superadmins; docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): for an
 * admin who lost their phone, turns their two-factor sign-in off after a confirmation; the server writes it to the
 * activity log.
 */
export function ResetTwoFactorButton({ admin }: { admin: { id: number; name: string; family: string } }) {
  const reset = useResetAdminTwoFactor();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const fullName = `${admin.name} ${admin.family}`;
  return (
    <>
      <Tooltip title="بازنشانی ورود دو مرحله‌ای">
        <IconButton aria-label={`بازنشانی ورود دو مرحله‌ای ${fullName}`} onClick={() => setOpen(true)}>
          <PhonelinkEraseIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>بازنشانی ورود دو مرحله‌ای {fullName}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            ورود دو مرحله‌ای این مدیر خاموش و کدهای بازیابی او باطل می‌شود (مثلاً وقتی گوشی خود را گم کرده است). اگر برای او الزامی باشد، در
            ورود بعدی دوباره راه‌اندازی‌اش می‌کند. این کار در گزارش فعالیت ثبت می‌شود.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setOpen(false)}>
            انصراف
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={saving}
            onClick={() => {
              setSaving(true);
              reset(admin.id)
                .then(() => {
                  setOpen(false);
                  enqueueSnackbar(`ورود دو مرحله‌ای ${fullName} بازنشانی شد`, { variant: 'success' });
                })
                .catch((error: unknown) => enqueueSnackbar(describeApiError(error).message, { variant: 'error' }))
                .finally(() => setSaving(false));
            }}
          >
            بازنشانی
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
