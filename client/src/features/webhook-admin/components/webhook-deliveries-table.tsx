import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { formatJalaliDateTime, toPersianDigits } from '@/lib/format';
import type { WebhookDeliveryRow } from '../use-webhooks';
import { DELIVERY_STATUS_LABELS, deliveryEventLabel } from '../webhook-labels';

const STATUS_COLOURS = { DELIVERED: 'success', PENDING: 'warning', FAILED: 'error' } as const;

/**
 * The last attempt's answer: its first kilobyte as sent, in the direction of its own text (JSON left
 * to right, a Persian answer right to left, in the page's font so its letters join), or why there was none.
 */
function Answer({ delivery }: { delivery: WebhookDeliveryRow }) {
  if (delivery.lastError) return <>{delivery.lastError}</>;
  if (!delivery.lastResponse) return <>-</>;
  return (
    <Box
      component="pre"
      dir="auto"
      sx={{
        m: 0,
        maxWidth: 320,
        maxHeight: 96,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: 'inherit',
        fontSize: 12,
      }}
    >
      {delivery.lastResponse}
    </Box>
  );
}

interface DeliveriesTableProps {
  deliveries: readonly WebhookDeliveryRow[];
  onRedeliver: (delivery: WebhookDeliveryRow) => void;
  /** The delivery whose redelivery is being asked for: its button waits. */
  busyId: number | null;
}

/** Each event sent to the endpoint: what, how many tries, the last answer, when the next try is. */
export function WebhookDeliveriesTable({ deliveries, onRedeliver, busyId }: DeliveriesTableProps) {
  const columns: Column<WebhookDeliveryRow>[] = [
    { label: 'زمان', nowrap: true, cell: (delivery) => formatJalaliDateTime(delivery.createdAt) },
    { label: 'رویداد', cell: (delivery) => deliveryEventLabel(delivery.eventType) },
    {
      label: 'وضعیت',
      nowrap: true,
      cell: (delivery) => <Chip size="small" color={STATUS_COLOURS[delivery.status]} label={DELIVERY_STATUS_LABELS[delivery.status]} />,
    },
    { label: 'تلاش', nowrap: true, cell: (delivery) => toPersianDigits(delivery.attempts) },
    {
      label: 'کد پاسخ',
      nowrap: true,
      cell: (delivery) => (delivery.lastStatusCode === null ? '-' : toPersianDigits(delivery.lastStatusCode)),
    },
    {
      label: 'مدت',
      nowrap: true,
      cell: (delivery) => (delivery.lastDurationMs === null ? '-' : `${toPersianDigits(delivery.lastDurationMs)} میلی‌ثانیه`),
    },
    { label: 'پاسخ', cell: (delivery) => <Answer delivery={delivery} /> },
    { label: 'تلاش بعدی', nowrap: true, cell: (delivery) => formatJalaliDateTime(delivery.nextAttemptAt) },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (delivery) => (
        <Button size="small" variant="outlined" disabled={busyId === delivery.id} onClick={() => onRedeliver(delivery)}>
          ارسال دوباره
        </Button>
      ),
    },
  ];
  return (
    <ResponsiveRows
      label="ارسال‌های وب‌هوک"
      rows={deliveries}
      columns={columns}
      rowKey={(delivery) => delivery.id}
      rowTestId="webhook-delivery-row"
      cardsBelow="lg"
    />
  );
}
