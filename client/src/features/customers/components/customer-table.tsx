import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TextDialog } from '@/components/ui/text-dialog';
import { paths } from '@/config/paths';
import { formatJalaliDate, formatNumber, formatPhone } from '@/lib/format';
import type { CustomerRow } from '../use-customers';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';

/** The customer list's rows (spec §2): details, plan counts, the expert note and per-row links. */
export function CustomerTable({ customers }: { customers: readonly CustomerRow[] }) {
  const [note, setNote] = useState<CustomerRow | null>(null);

  const columns: Column<CustomerRow>[] = [
    { label: 'نام', cell: (c) => c.name },
    { label: 'نام خانوادگی', cell: (c) => c.family },
    { label: 'تلفن', nowrap: true, cell: (c) => <span dir="ltr">{formatPhone(c.phone)}</span> },
    { label: 'ایمیل', cell: (c) => <span dir="ltr">{c.email}</span> },
    { label: 'تاریخ ایجاد', nowrap: true, cell: (c) => formatJalaliDate(c.createdAt) },
    {
      label: 'طرح‌ها',
      nowrap: true,
      cell: (c) => <PlanCounts active={c.activeCustomerPlansCount} inactive={c.inactiveCustomerPlansCount} />,
    },
    {
      label: 'یادداشت کارشناس',
      cell: (c) =>
        c.description?.trim() ? (
          <Tooltip title="مشاهده یادداشت">
            <IconButton size="small" color="primary" onClick={() => setNote(c)} aria-label={`یادداشت کارشناس برای ${c.name} ${c.family}`}>
              <StickyNote2OutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (c) => (
        <Stack direction="row" spacing={0.5}>
          <RowLink label="ویرایش مشتری" to={paths.admin.editCustomer(c.id)} icon={<EditOutlinedIcon fontSize="small" />} />
          <RowLink label="مشاهده طرح‌ها" to={paths.admin.customerPlans(c.id)} icon={<ListAltOutlinedIcon fontSize="small" />} />
          <RowLink label="ایجاد طرح" to={paths.admin.createCustomerPlan(c.id)} icon={<AddCircleOutlineIcon fontSize="small" />} />
        </Stack>
      ),
    },
  ];

  return (
    <>
      <ResponsiveRows label="مشتریان" rows={customers} columns={columns} rowKey={(c) => c.id} />
      <TextDialog
        open={note !== null}
        title={note ? `یادداشت کارشناس: ${note.name} ${note.family}` : ''}
        text={note?.description}
        onClose={() => setNote(null)}
      />
    </>
  );
}

function PlanCounts({ active, inactive }: { active: number; inactive: number }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      <Box component="span" sx={{ color: active > 0 ? 'success.main' : 'text.secondary', fontWeight: active > 0 ? 700 : 400 }}>
        {`${formatNumber(active)} فعال`}
      </Box>
      {' / '}
      <Box component="span" sx={{ color: inactive > 0 ? 'error.main' : 'text.secondary', fontWeight: inactive > 0 ? 700 : 400 }}>
        {`${formatNumber(inactive)} غیرفعال`}
      </Box>
    </Box>
  );
}

function RowLink({ label, to, icon }: { label: string; to: string; icon: ReactElement }) {
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={to} aria-label={label} size="small" color="primary">
        {icon}
      </IconButton>
    </Tooltip>
  );
}
