import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { formatJalaliDateTime, formatPhone } from '@/lib/format';
import { rowId, useRowSelection, type MatchingRows } from '@/lib/use-row-selection';
import { operatorName } from '@/lib/order-status';
import type { AdminOrder } from '../use-admin-orders';
import { BulkStatusBar } from './bulk-status-bar';
import { ChangeStatusSelect } from './change-status-select';
import { OrderDescriptionButton } from './order-description-button';
import { OrderStatusChip } from './order-status-chip';
import { OrderSubject } from './order-subject';

interface OrdersTableProps {
  orders: readonly AdminOrder[];
  onOpenDescription: (order: AdminOrder) => void;
  matching?: MatchingRows<AdminOrder>;
}

/** The columns of docs/ARCHITECTURE.md §2: a table on wide screens, a labelled card per request on phones. */
export function OrdersTable({ orders, onOpenDescription, matching }: OrdersTableProps) {
  const selection = useRowSelection(orders, rowId, matching);
  const columns: Column<AdminOrder>[] = [
    { label: 'نام مشتری', cell: (order) => order.fullName },
    { label: 'شماره تماس', nowrap: true, cell: (order) => <span dir="ltr">{formatPhone(order.phoneNumber)}</span> },
    { label: 'توضیحات مشتری', cell: (order) => <OrderDescriptionButton order={order} onOpen={onOpenDescription} /> },
    { label: 'قالب و پلن', cell: (order) => <OrderSubject order={order} /> },
    { label: 'وضعیت', nowrap: true, cell: (order) => <OrderStatusChip status={order.status} /> },
    { label: 'اپراتور', cell: (order) => operatorName(order.operator) },
    { label: 'تاریخ ارسال', nowrap: true, cell: (order) => formatJalaliDateTime(order.createdAt) },
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
