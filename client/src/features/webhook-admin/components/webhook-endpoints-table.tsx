import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { paths } from '@/config/paths';
import { toPersianDigits } from '@/lib/format';
import type { WebhookEndpointRow } from '../use-webhooks';
import { WEBHOOK_EVENT_LABELS } from '../webhook-labels';

/** The endpoints: where, what, whether sending, how many deliveries were given up on. */
export function WebhookEndpointsTable({ endpoints }: { endpoints: readonly WebhookEndpointRow[] }) {
  const columns: Column<WebhookEndpointRow>[] = [
    { label: 'نشانی', cell: (endpoint) => <bdi dir="ltr">{endpoint.url}</bdi> },
    { label: 'توضیح', cell: (endpoint) => endpoint.description ?? '-' },
    { label: 'رویدادها', cell: (endpoint) => endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join('، ') },
    {
      label: 'وضعیت',
      nowrap: true,
      cell: (endpoint) => (endpoint.enabled ? <Chip size="small" color="success" label="فعال" /> : <Chip size="small" label="غیرفعال" />),
    },
    {
      label: 'ناموفق',
      nowrap: true,
      cell: (endpoint) =>
        endpoint.failedDeliveries > 0 ? (
          <Chip size="small" color="error" label={`${toPersianDigits(endpoint.failedDeliveries)} ارسال ناموفق`} />
        ) : (
          '-'
        ),
    },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (endpoint) => (
        <Button component={RouterLink} to={paths.admin.webhook(endpoint.id)} size="small" variant="outlined">
          ارسال‌ها و تنظیمات
        </Button>
      ),
    },
  ];
  return <ResponsiveRows label="وب‌هوک‌ها" rows={endpoints} columns={columns} rowKey={(endpoint) => endpoint.id} rowTestId="webhook-row" />;
}
