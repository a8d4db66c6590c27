import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import { PhoneLink } from '@/components/ui/phone-link';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { paths } from '@/config/paths';
import { roleLabels } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';
import type { AdminUserListQuery } from '@/generated/graphql';
import { ActivationButton } from './activation-button';
import { OnDutySwitch } from './on-duty-switch';
import { UnlockButton } from './unlock-button';
import { ResetTwoFactorButton } from './reset-two-factor-button';

type AdminRow = AdminUserListQuery['admins'][number];

/** docs/ARCHITECTURE.md §6: admins are never deleted from the back office; editing is for superadmins. */
export const CANNOT_EDIT = 'مدیر قابل ویرایش نیست';
export const CANNOT_DELETE = 'مدیر قابل حذف نیست';

export function AdminTable({ admins, canEdit }: { admins: readonly AdminRow[]; canEdit: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const refuse = (message: string) => enqueueSnackbar(message, { variant: 'warning' });

  const actions = (admin: AdminRow) => {
    const fullName = `${admin.name} ${admin.family}`;
    return (
      <>
        <Tooltip title="ویرایش">
          {canEdit ? (
            <IconButton component={RouterLink} to={paths.admin.editUser(admin.id)} aria-label={`ویرایش ${fullName}`} color="primary">
              <EditIcon />
            </IconButton>
          ) : (
            <IconButton onClick={() => refuse(CANNOT_EDIT)} aria-label={`ویرایش ${fullName}`} color="primary">
              <EditIcon />
            </IconButton>
          )}
        </Tooltip>
        <Tooltip title="حذف">
          <IconButton onClick={() => refuse(CANNOT_DELETE)} aria-label={`حذف ${fullName}`} color="error">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
        {canEdit && <UnlockButton admin={admin} />}
        {canEdit && admin.id !== authStorage.user()?.id && <ActivationButton admin={admin} />}
        {canEdit && admin.twoFactorEnabled && admin.id !== authStorage.user()?.id && <ResetTwoFactorButton admin={admin} />}
      </>
    );
  };

  const columns: Column<AdminRow>[] = [
    { label: 'نام', sortKey: 'name', sortValue: (a) => a.name, cell: (a) => a.name },
    { label: 'نام خانوادگی', sortKey: 'family', sortValue: (a) => a.family, cell: (a) => a.family },
    { label: 'ایمیل', sortKey: 'email', sortValue: (a) => a.email, cell: (a) => <span dir="ltr">{a.email}</span> },
    { label: 'موبایل', nowrap: true, cell: (a) => <PhoneLink phone={a.phone} label={`تماس با ${a.name} ${a.family}`} /> },
    {
      label: 'نقش',
      nowrap: true,
      cell: (a) => (
        <>
          {roleLabels(a.roles)}
          {/* A deactivated admin stays in the list, marked. */}
          {!a.active && (
            <Chip size="small" color="default" variant="outlined" label="غیرفعال" data-testid="admin-inactive" sx={{ ms: 1 }} />
          )}
        </>
      ),
    },
    // Superadmins choose who is on duty; others see who is.
    { label: 'در نوبت', nowrap: true, cell: (a) => (canEdit ? <OnDutySwitch admin={a} /> : a.onDuty ? 'بله' : 'خیر') },
    { label: 'عملیات', nowrap: true, cell: actions },
  ];

  return <ResponsiveRows label="فهرست مدیران" rows={admins} columns={columns} rowKey={(a) => a.id} rowTestId="admin-row" />;
}
