import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PhoneLink } from '@/components/ui/phone-link';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/format';
import { operatorName } from '@/lib/order-status';
import { ORDER_CHANNEL_LABELS } from '../order-channel';
import type { OrderPageData } from '../use-order-page';
import { firstContactSummary } from '../first-contact-summary';
import { ChangeStatusSelect } from './change-status-select';
import { FirstContactCountdown } from './first-contact-countdown';
import { OrderCustomerCell } from './order-customer-cell';
import { OrderOwnerCell, type OwnerChoice } from './order-owner-cell';
import { OrderStatusChip } from './order-status-chip';
import { OrderSubject } from './order-subject';
import { RepeatVisitorNote } from './repeat-visitor-note';

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mt: 0.25, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Who asked and what: the visitor's details with their number a tap away, the door and the theme and plan they came
 * from, the reference, and the owner and status, changeable here as in the list (the same version rules).
 */
export function OrderDetails({ order, ownerChoices }: { order: OrderPageData; ownerChoices: readonly OwnerChoice[] | null }) {
  return (
    <Stack spacing={2.5}>
      <Box
        component="dl"
        aria-label="مشخصات درخواست"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2, m: 0 }}
      >
        <Item label="نام و نام خانوادگی">{order.fullName}</Item>
        <Item label="شماره تماس">
          <PhoneLink phone={order.phoneNumber} label={`تماس با ${order.fullName}`} />
          <RepeatVisitorNote order={order} />
        </Item>
        <Item label="کد پیگیری">
          <span data-testid="order-reference">{toPersianDigits(order.reference)}</span>
        </Item>
        <Item label="روش ثبت">{order.channel ? ORDER_CHANNEL_LABELS[order.channel] : 'نامشخص'}</Item>
        <Item label="تاریخ ارسال">{formatJalaliDateTime(order.createdAt)}</Item>
        <Item label="قالب و پلن">
          <OrderSubject order={order} />
        </Item>
        <Item label="توضیحات مشتری" wide>
          <Box component="span" sx={{ whiteSpace: 'pre-wrap', fontWeight: 400 }}>
            {order.description || 'توضیحی ننوشته است.'}
          </Box>
        </Item>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          p: 2,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            وضعیت
          </Typography>
          <OrderStatusChip status={order.status} />
          <ChangeStatusSelect orderId={order.id} status={order.status} />
          <Typography variant="caption" color="text.secondary">
            اپراتور: {operatorName(order.operator)}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            مسئول
          </Typography>
          <OrderOwnerCell order={order} choices={ownerChoices} />
          <Typography variant="body2" color="text.secondary">
            {firstContactSummary(order)}
          </Typography>
          <FirstContactCountdown order={order} inline />
          <OrderCustomerCell order={order} />
        </Stack>
      </Box>
    </Stack>
  );
}
