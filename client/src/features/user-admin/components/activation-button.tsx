import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useReactivateAdmin } from '../use-admins';
import { DeactivateAdminDialog } from './deactivate-admin-dialog';

/**
 * «غیرفعال کردن» / «فعال کردن» (superadmins; docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), never on
 * one's own row: turning an admin off opens the dialog of what it ends and hands on; turning one on again asks once.
 */
export function ActivationButton({ admin }: { admin: { id: number; name: string; family: string; active: boolean } }) {
  const [open, setOpen] = useState(false);
  const { reactivate, saving } = useReactivateAdmin();
  const { success, failure } = useSaveFeedback();
  const fullName = `${admin.name} ${admin.family}`;
  const label = admin.active ? `غیرفعال کردن ${fullName}` : `فعال کردن ${fullName}`;

  return (
    <>
      <Tooltip title={admin.active ? 'غیرفعال کردن' : 'فعال کردن'}>
        <IconButton aria-label={label} onClick={() => setOpen(true)} color={admin.active ? 'error' : 'primary'}>
          {admin.active ? <PersonOffIcon /> : <HowToRegIcon />}
        </IconButton>
      </Tooltip>
      {open && admin.active && <DeactivateAdminDialog admin={admin} onClose={() => setOpen(false)} />}
      <ConfirmDialog
        open={open && !admin.active}
        title={`فعال کردن ${fullName}`}
        message={`${fullName} دوباره می‌تواند وارد شود. نشست‌های پیشین او بسته می‌ماند و تا در نوبت گذاشته نشود درخواستی به او نمی‌رسد.`}
        confirmLabel="فعال کردن"
        confirmColor="primary"
        busy={saving}
        onClose={() => setOpen(false)}
        onConfirm={() => {
          reactivate(admin.id)
            .then(() => {
              success(`${fullName} فعال شد`);
              setOpen(false);
            })
            .catch((error: unknown) => failure(error));
        }}
      />
    </>
  );
}
