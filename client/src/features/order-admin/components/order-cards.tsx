import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatJalaliDateTime } from '@/lib/format';
import { operatorName } from '../order-status';
import type { AdminOrder } from '../use-admin-orders';
import { ChangeStatusSelect } from './change-status-select';
import { OrderDescriptionButton } from './order-description-button';
import { OrderStatusChip } from './order-status-chip';

interface OrderCardsProps {
  orders: AdminOrder[];
  onOpenDescription: (order: AdminOrder) => void;
}

/** Phones: one card per request, the same facts as the table's columns, nothing to scroll sideways. */
export function OrderCards({ orders, onOpenDescription }: OrderCardsProps) {
  return (
    <Stack component="ul" aria-label="درخواست‌ها" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => (
        <Paper key={order.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}>
              {order.fullName}
            </Typography>
            <OrderStatusChip status={order.status} />
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, mb: 1.5 }}>
            <Fact label="شماره تماس">
              <span dir="ltr">{order.phoneNumber}</span>
            </Fact>
            <Fact label="توضیحات مشتری">
              <OrderDescriptionButton order={order} onOpen={onOpenDescription} />
            </Fact>
            <Fact label="اپراتور">{operatorName(order.operator)}</Fact>
            <Fact label="تاریخ ارسال">{formatJalaliDateTime(order.createdAt)}</Fact>
          </Box>
          <ChangeStatusSelect orderId={order.id} status={order.status} fullWidth />
        </Paper>
      ))}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, alignSelf: 'center' }}>
        {children}
      </Typography>
    </>
  );
}
