import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { PhoneLink } from '@/components/ui/phone-link';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/format';
import { rowId, useRowSelection, type MatchingRows } from '@/lib/use-row-selection';
import { operatorName } from '@/lib/order-status';
import type { AdminOrder } from '../use-admin-orders';
import { BulkStatusBar } from './bulk-status-bar';
import { ChangeStatusSelect } from './change-status-select';
import { OrderDescriptionButton } from './order-description-button';
import { OrderStatusChip } from './order-status-chip';
import { OrderOwnerCell, type OwnerChoice } from './order-owner-cell';
import { OrderSubject } from './order-subject';
import { FirstContactCountdown } from './first-contact-countdown';
import { FirstContactMark } from './first-contact-mark';
import { FollowUpCell } from './follow-up-cell';
import { RepeatVisitorNote } from './repeat-visitor-note';

interface OrdersTableProps {
  orders: readonly AdminOrder[];
  onOpenDescription: (order: AdminOrder) => void;
  /** Opens the request's calls and notes. */
  onOpenTimeline: (order: AdminOrder) => void;
  matching?: MatchingRows<AdminOrder>;
  /** A superadmin's choice of owners; null for an admin, who can only take unowned requests. */
  ownerChoices: readonly OwnerChoice[] | null;
}

/** The columns of docs/ARCHITECTURE.md §2: a table on wide screens, a labelled card per request on phones. */
export function OrdersTable({ orders, onOpenDescription, onOpenTimeline, matching, ownerChoices }: OrdersTableProps) {
  const selection = useRowSelection(orders, rowId, matching);
  const columns: Column<AdminOrder>[] = [
    {
      label: 'نام مشتری',
      // The name opens the request's page, where opening it makes it no longer new to this admin.
      cell: (order) => (
        <>
          <Link
            component={RouterLink}
            to={paths.admin.order(order.id)}
            underline="hover"
            sx={{ p: 0.5, display: 'inline-block', fontWeight: order.isNew ? 800 : 400, color: 'text.primary', overflowWrap: 'anywhere' }}
          >
            {order.fullName}
          </Link>
          {order.isNew && <Chip size="small" color="error" label="جدید" data-testid="order-new" sx={{ ms: 0.5 }} />}
          <RepeatVisitorNote order={order} />
          <FirstContactMark overdue={order.firstContactOverdue} />
          <FirstContactCountdown order={order} />
        </>
      ),
    },
    {
      // The «کد پیگیری» the visitor was shown, under the number: a visitor calling back with it is found by the search.
      label: 'شماره تماس',
      nowrap: true,
      cell: (order) => (
        <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
          <PhoneLink phone={order.phoneNumber} label={`تماس با ${order.fullName}`} />
          {/* The label may wrap above the code: the column stays as wide as the number (the list fits 1280 px). */}
          <Typography variant="caption" color="text.secondary" data-testid="order-reference" sx={{ whiteSpace: 'normal' }}>
            کد پیگیری: {toPersianDigits(order.reference)}
          </Typography>
        </Stack>
      ),
    },
    { label: 'توضیحات مشتری', cell: (order) => <OrderDescriptionButton order={order} onOpen={onOpenDescription} /> },
    { label: 'قالب و پلن', cell: (order) => <OrderSubject order={order} /> },
    { label: 'وضعیت', nowrap: true, cell: (order) => <OrderStatusChip status={order.status} /> },
    {
      // The operator (spec's «اپراتور», who last changed the status) under the owner: one column, so the list fits 1280 px.
      label: 'مسئول و اپراتور',
      cell: (order) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <OrderOwnerCell order={order} choices={ownerChoices} />
          <Typography variant="caption" color="text.secondary">
            اپراتور: {operatorName(order.operator)}
          </Typography>
        </Stack>
      ),
    },
    // Day and time may take two lines: on one, with the two selects, the table was wider than its card at 1280 px.
    { label: 'تاریخ ارسال', cell: (order) => formatJalaliDateTime(order.createdAt) },
    { label: 'پیگیری', cell: (order) => <FollowUpCell order={order} onOpen={onOpenTimeline} /> },
    { label: 'تغییر وضعیت', cell: (order) => <ChangeStatusSelect orderId={order.id} status={order.status} fullWidth /> },
  ];
  return (
    <>
      <ResponsiveRows
        label="درخواست‌ها"
        rows={orders}
        columns={columns}
        rowKey={rowId}
        selection={{ state: selection, rowName: (order) => `درخواست ${order.fullName}` }}
      />
      <BulkStatusBar selection={selection} />
    </>
  );
}
