import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { PhoneLink } from '@/components/ui/phone-link';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { formatJalaliDateTime } from '@/lib/format';
import type { AdminOrder } from '../use-admin-orders';
import { FirstContactMark } from './first-contact-mark';
import { OrderStatusChip } from './order-status-chip';

interface CallsDueTableProps {
  orders: readonly AdminOrder[];
  /** Now, so a follow-up already past shows as late. */
  now: number;
  onOpenTimeline: (order: AdminOrder) => void;
}

const ownerName = (order: AdminOrder) => (order.owner ? `${order.owner.name} ${order.owner.family}` : 'بدون مسئول');

/** The follow-ups to make, soonest first: a table on wide screens, a card per request on phones. */
export function CallsDueTable({ orders, now, onOpenTimeline }: CallsDueTableProps) {
  const columns: Column<AdminOrder>[] = [
    {
      label: 'نام مشتری',
      cell: (order) => (
        <>
          {order.fullName}
          <FirstContactMark overdue={order.firstContactOverdue} />
        </>
      ),
    },
    { label: 'شماره تماس', nowrap: true, cell: (order) => <PhoneLink phone={order.phoneNumber} label={`تماس با ${order.fullName}`} /> },
    {
      label: 'زمان تماس',
      nowrap: true,
      cell: (order) => (
        <>
          {formatJalaliDateTime(order.nextCallAt)}
          {order.nextCallAt && new Date(order.nextCallAt).getTime() < now && (
            <Chip size="small" color="warning" label="گذشته" sx={{ ms: 0.5 }} />
          )}
        </>
      ),
    },
    { label: 'مسئول', cell: ownerName },
    { label: 'وضعیت', nowrap: true, cell: (order) => <OrderStatusChip status={order.status} /> },
    {
      label: 'پیگیری',
      cell: (order) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onOpenTimeline(order)}
          aria-label={`تماس‌ها و یادداشت‌های ${order.fullName}`}
        >
          تماس‌ها
        </Button>
      ),
    },
  ];
  return <ResponsiveRows label="تماس‌های امروز" rows={orders} columns={columns} rowKey={(order) => order.id} rowTestId="call-due" />;
}
