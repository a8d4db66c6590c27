import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { roleLabels } from '@/features/auth/session';
import type { AdminUserListQuery } from '@/generated/graphql';
import { toPersianDigits } from '@/lib/format';

type AdminRow = AdminUserListQuery['admins'][number];

/** Spec §6: admins are never deleted from the back office; editing is for superadmins. */
export const CANNOT_EDIT = 'مدیر قابل ویرایش نیست';
export const CANNOT_DELETE = 'مدیر قابل حذف نیست';

export function AdminTable({ admins, canEdit }: { admins: readonly AdminRow[]; canEdit: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const refuse = (message: string) => enqueueSnackbar(message, { variant: 'warning' });
  // Six columns do not fit a phone: each admin becomes a block there.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

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
      </>
    );
  };
  const email = (admin: AdminRow) => (
    <Box component="span" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
      {admin.email}
    </Box>
  );
  const mobile = (admin: AdminRow) => (
    <Box component="span" dir="ltr">
      {admin.phone ? toPersianDigits(admin.phone) : '-'}
    </Box>
  );

  if (phone) {
    return (
      <Stack component="ul" aria-label="فهرست مدیران" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {admins.map((admin) => (
          <Box component="li" key={admin.id} data-testid="admin-row" sx={{ py: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 0.25 }}>
              <Typography sx={{ fontWeight: 700 }}>
                {admin.name} {admin.family}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {roleLabels(admin.roles)}
              </Typography>
              <Typography variant="body2">{email(admin)}</Typography>
              <Typography variant="body2">{mobile(admin)}</Typography>
            </Box>
            <Box sx={{ display: 'flex', flexShrink: 0 }}>{actions(admin)}</Box>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label="فهرست مدیران">
        <TableHead>
          <TableRow>
            <TableCell>نام</TableCell>
            <TableCell>نام خانوادگی</TableCell>
            <TableCell>ایمیل</TableCell>
            <TableCell>موبایل</TableCell>
            <TableCell>نقش</TableCell>
            <TableCell align="center">عملیات</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {admins.map((admin) => (
            <TableRow key={admin.id} hover data-testid="admin-row">
              <TableCell>{admin.name}</TableCell>
              <TableCell>{admin.family}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{email(admin)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{mobile(admin)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{roleLabels(admin.roles)}</TableCell>
              <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                {actions(admin)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
