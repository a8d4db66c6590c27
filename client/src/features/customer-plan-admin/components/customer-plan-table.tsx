import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ACCESS_DETAILS_MASK } from '@site-builder/rules';
import { describeApiError } from '@/lib/api-error';
import { RowActions } from '@/components/ui/row-actions';
import { TextDialog } from '@/components/ui/text-dialog';
import { paths } from '@/config/paths';
import { domainLabel, domainUrl, formatJalaliDate, formatTomans, toPersianDigits } from '@/lib/format';
import { BulkDeleteBar } from '@/components/ui/bulk-delete-bar';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { rowId, useRowSelection } from '@/lib/use-row-selection';
import { useRemoveCustomerPlan, type CustomerPlanRow } from '../use-customer-plans';
import { useRevealAccessDetails } from '../use-reveal-access-details';

/** One customer's plans (docs/ARCHITECTURE.md §2), with edit links and a confirmed delete. */
export function CustomerPlanTable({ plans }: { plans: readonly CustomerPlanRow[] }) {
  const [details, setDetails] = useState<{ row: CustomerPlanRow; text: string } | null>(null);
  const [revealing, setRevealing] = useState<number | null>(null);
  const reveal = useRevealAccessDetails();
  const { enqueueSnackbar } = useSnackbar();

  async function showDetails(row: CustomerPlanRow) {
    setRevealing(row.id);
    try {
      setDetails({ row, text: await reveal(row.id) });
    } catch (error) {
      enqueueSnackbar(describeApiError(error).message, { variant: 'error' });
    } finally {
      setRevealing(null);
    }
  }
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
      // Lists carry «••••» (docs/ARCHITECTURE.md, "Secrets shown on purpose"): the view-full button is the reveal,
      // its dialog opens once the server logged it.
      label: 'اطلاعات دسترسی',
      cell: (p) =>
        p.description ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: { md: 120 } }}>
            <Box dir="ltr" aria-hidden sx={{ flex: 1, minWidth: 0, fontSize: '0.85rem' }}>
              {ACCESS_DETAILS_MASK}
            </Box>
            <Tooltip title="نمایش اطلاعات دسترسی">
              <span>
                <IconButton
                  size="small"
                  aria-label={`نمایش اطلاعات دسترسی ${domainLabel(p.domainName)}`}
                  disabled={revealing === p.id}
                  onClick={() => void showDetails(p)}
                >
                  <VisibilityOutlinedIcon fontSize="small" />
                </IconButton>
              </span>
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
        title={details ? `اطلاعات دسترسی ${domainLabel(details.row.domainName)}` : ''}
        text={details?.text}
        dir="ltr"
        onClose={() => setDetails(null)}
      />
    </>
  );
}
