import Typography from '@mui/material/Typography';
import { AdminPage } from '@/components/layouts/admin-page';
import { ListFrame } from '@/components/ui/list-frame';
import { paths } from '@/config/paths';
import { WebhookEndpointsTable } from '@/features/webhook-admin/components/webhook-endpoints-table';
import { useWebhookEndpoints } from '@/features/webhook-admin/use-webhooks';
import { SuperadminOnly } from './superadmin-only';

/** /admin/webhooks: the endpoints integrators receive events at. */
export function WebhooksPage() {
  return (
    <SuperadminOnly title="وب‌هوک‌ها">
      <Endpoints />
    </SuperadminOnly>
  );
}

function Endpoints() {
  const { data, loading, error, refetch } = useWebhookEndpoints();
  return (
    <AdminPage title="وب‌هوک‌ها" add={{ label: 'افزودن وب‌هوک', to: paths.admin.addWebhook }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        رویدادهای سایت (درخواست تازه، مشتری تازه و …) امضاشده به نشانی سامانه‌های شما فرستاده می‌شوند و تا سه روز دوباره تلاش می‌شوند.
      </Typography>
      <ListFrame state={{ rows: data, loading, error, refetch }} empty="هنوز وب‌هوکی ثبت نشده است.">
        {(rows) => <WebhookEndpointsTable endpoints={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
