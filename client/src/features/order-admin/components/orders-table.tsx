import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatJalaliDateTime } from '@/lib/format';
import { operatorName } from '../order-status';
import type { AdminOrder } from '../use-admin-orders';
import { ChangeStatusSelect } from './change-status-select';
import { OrderDescriptionButton } from './order-description-button';
import { OrderStatusChip } from './order-status-chip';

interface OrdersTableProps {
  orders: AdminOrder[];
  onOpenDescription: (order: AdminOrder) => void;
}

/** Wide screens: the columns of spec §2; the table scrolls inside its card when space runs out. */
export function OrdersTable({ orders, onOpenDescription }: OrdersTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="درخواست‌ها">
        <TableHead>
          <TableRow>
            <TableCell>نام مشتری</TableCell>
            <TableCell>شماره تماس</TableCell>
            <TableCell>توضیحات مشتری</TableCell>
            <TableCell>وضعیت</TableCell>
            <TableCell>اپراتور</TableCell>
            <TableCell>تاریخ ارسال</TableCell>
            <TableCell>تغییر وضعیت</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} hover>
              <TableCell sx={{ fontWeight: 600, minWidth: 130 }}>{order.fullName}</TableCell>
              <TableCell>
                <span dir="ltr">{order.phoneNumber}</span>
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <OrderDescriptionButton order={order} onOpen={onOpenDescription} />
              </TableCell>
              <TableCell>
                <OrderStatusChip status={order.status} />
              </TableCell>
              <TableCell>{operatorName(order.operator)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatJalaliDateTime(order.createdAt)}</TableCell>
              <TableCell>
                <ChangeStatusSelect orderId={order.id} status={order.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
