import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { RowActions } from '@/components/ui/row-actions';
import { TextDialog } from '@/components/ui/text-dialog';
import { paths } from '@/config/paths';
import { formatJalaliDate, formatNumber } from '@/lib/format';
import { BulkDeleteBar } from '@/components/ui/bulk-delete-bar';
import { PhoneLink } from '@/components/ui/phone-link';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { rowId, useRowSelection, type MatchingRows } from '@/lib/use-row-selection';
import { useDeleteCustomer, type CustomerRow } from '../use-customers';

/** The customer list's rows (docs/ARCHITECTURE.md §2): details, plan counts, the expert note and per-row links. */
export function CustomerTable({ customers, matching }: { customers: readonly CustomerRow[]; matching?: MatchingRows<CustomerRow> }) {
  const [note, setNote] = useState<CustomerRow | null>(null);
  const { remove, restore } = useDeleteCustomer();
  const selection = useRowSelection(customers, rowId, matching);
  const rowName = (c: CustomerRow) => `${c.name} ${c.family}`;

  const columns: Column<CustomerRow>[] = [
    { label: 'نام', cell: (c) => c.name },
    { label: 'نام خانوادگی', cell: (c) => c.family },
    { label: 'تلفن', nowrap: true, cell: (c) => <PhoneLink phone={c.phone} label={`تماس با ${c.name} ${c.family}`} /> },
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
        <RowActions
          links={[
            { label: 'ویرایش مشتری', to: paths.admin.editCustomer(c.id), icon: <EditOutlinedIcon fontSize="small" /> },
            { label: 'مشاهده طرح‌ها', to: paths.admin.customerPlans(c.id), icon: <ListAltOutlinedIcon fontSize="small" /> },
            { label: 'ایجاد طرح', to: paths.admin.createCustomerPlan(c.id), icon: <AddCircleOutlineIcon fontSize="small" /> },
          ]}
          remove={{
            name: `${c.name} ${c.family}`,
            record: { __typename: 'Customer', id: c.id },
            deletedMessage: 'مشتری حذف شد',
            onDelete: () => remove(c.id),
            onRestore: () => restore(c.id),
            refusal: customerRefusal(c),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <ResponsiveRows label="مشتریان" rows={customers} columns={columns} rowKey={(c) => c.id} selection={{ state: selection, rowName }} />
      <BulkDeleteBar selection={selection} typename="Customer" noun="مشتری" rowName={rowName} onDelete={remove} onRestore={restore} />
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

/** The server refuses to delete a customer who has plans; the dialog says so instead of offering the delete. */
function customerRefusal(c: CustomerRow): string | null {
  const plans = c.activeCustomerPlansCount + c.inactiveCustomerPlansCount;
  if (plans === 0) return null;
  return `«${c.name} ${c.family}» ${formatNumber(plans)} پلن ثبت‌شده دارد و تا پلن‌هایش حذف نشوند حذف نمی‌شود.`;
}
