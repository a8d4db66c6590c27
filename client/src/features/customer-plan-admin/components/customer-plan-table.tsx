import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { RowActions } from '@/components/ui/row-actions';
import { TextDialog } from '@/components/ui/text-dialog';
import { paths } from '@/config/paths';
import { domainLabel, domainUrl, formatJalaliDate, formatTomans, toPersianDigits } from '@/lib/format';
import { BulkDeleteBar } from '@/components/ui/bulk-delete-bar';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { rowId, useRowSelection } from '@/lib/use-row-selection';
import { useRemoveCustomerPlan, type CustomerPlanRow } from '../use-customer-plans';
import { truncateText } from '../truncate';

/** One customer's plans (docs/ARCHITECTURE.md §2), with edit links and a confirmed delete. */
export function CustomerPlanTable({ plans }: { plans: readonly CustomerPlanRow[] }) {
  const [details, setDetails] = useState<CustomerPlanRow | null>(null);
  const { remove, restore } = useRemoveCustomerPlan();
  const selection = useRowSelection(plans, rowId);
  const rowName = (p: CustomerPlanRow) => domainLabel(p.domainName);

  const columns: Column<CustomerPlanRow>[] = [
    { label: 'عنوان طرح', sortKey: 'plan', sortValue: (p) => p.plan.title, cell: (p) => p.plan.title },
    { label: 'کد قالب', cell: (p) => (p.themeId == null ? '-' : toPersianDigits(p.themeId)) },
    {
      label: 'دامنه',
      sortKey: 'domain',
      sortValue: (p) => p.domainName,
      cell: (p) => (
        <Link href={domainUrl(p.domainName)} target="_blank" rel="noopener noreferrer" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
          {domainLabel(p.domainName)}
        </Link>
      ),
    },
    { label: 'مشتری', cell: (p) => `${p.customer.name} ${p.customer.family}` },
    { label: 'تاریخ سفارش', nowrap: true, sortKey: 'ordered', sortValue: (p) => p.orderDate, cell: (p) => formatJalaliDate(p.orderDate) },
    { label: 'تاریخ انقضا', nowrap: true, sortKey: 'expires', sortValue: (p) => p.expireDate, cell: (p) => formatJalaliDate(p.expireDate) },
    {
      label: 'اطلاعات دسترسی',
      cell: (p) =>
        p.description?.trim() ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: { md: 200 } }}>
            <Box dir="ltr" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', fontSize: '0.85rem' }}>
              {truncateText(p.description)}
            </Box>
            <Tooltip title="مشاهده کامل">
              <IconButton size="small" aria-label={`مشاهده کامل اطلاعات دسترسی ${domainLabel(p.domainName)}`} onClick={() => setDetails(p)}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ) : (
          '-'
        ),
    },
    { label: 'مبلغ پرداختی', nowrap: true, sortKey: 'paid', sortValue: (p) => p.paid, cell: (p) => formatTomans(p.paid, '-') },
    {
      label: 'وضعیت',
      sortKey: 'active',
      sortValue: (p) => (p.isActive ? 0 : 1),
      cell: (p) => <Chip size="small" color={p.isActive ? 'success' : 'error'} label={p.isActive ? 'فعال' : 'غیرفعال'} />,
    },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (p) => (
        <RowActions
          links={[
            {
              label: `ویرایش طرح ${domainLabel(p.domainName)}`,
              to: paths.admin.editCustomerPlan(p.id),
              icon: <EditOutlinedIcon fontSize="small" />,
            },
          ]}
          remove={{
            name: `طرح ${domainLabel(p.domainName)}`,
            record: { __typename: 'CustomerPlan', id: p.id },
            deletedMessage: 'پلن حذف شد',
            onDelete: () => remove(p.id),
            onRestore: () => restore(p.id),
          }}
        />
      ),
    },
  ];

  return (
    <>
      {/* Ten columns need about 1,100 px: in the back office's card below 1,536 px they are cards, never a sideways scroll. */}
      <ResponsiveRows
        label="طرح‌های مشتری"
        rows={plans}
        columns={columns}
        rowKey={(p) => p.id}
        selection={{ state: selection, rowName }}
        cardsBelow="xl"
      />
      <BulkDeleteBar
        selection={selection}
        typename="CustomerPlan"
        noun="پلن مشتری"
        rowName={rowName}
        onDelete={remove}
        onRestore={restore}
      />
      <TextDialog
        open={details !== null}
        title={details ? `اطلاعات دسترسی ${domainLabel(details.domainName)}` : ''}
        text={details?.description}
        dir="ltr"
        onClose={() => setDetails(null)}
      />
    </>
  );
}
