import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFrame } from '@/components/ui/list-frame';
import { LoadError } from '@/components/ui/load-error';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { WebhookDeliveriesTable } from '@/features/webhook-admin/components/webhook-deliveries-table';
import { WebhookEndpointPanel } from '@/features/webhook-admin/components/webhook-endpoint-panel';
import { WebhookForm } from '@/features/webhook-admin/components/webhook-form';
import {
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
  type WebhookEndpointRow,
} from '@/features/webhook-admin/use-webhooks';
import { toWebhookInput } from '@/features/webhook-admin/webhook-schema';
import { describeApiError } from '@/lib/api-error';
import { useListParams } from '@/lib/use-list-params';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';
import { SuperadminOnly } from './superadmin-only';

const TITLE = 'وب‌هوک';

/** /admin/webhooks/:id: one endpoint, its delivery log (with «ارسال دوباره») and its settings. */
export function WebhookPage() {
  return (
    <SuperadminOnly title={TITLE}>
      <Webhook />
    </SuperadminOnly>
  );
}

function Webhook() {
  const id = useRouteId();
  const { data: endpoints, loading, error, refetch } = useWebhookEndpoints();
  const endpoint = endpoints?.find((candidate) => candidate.id === id);
  if (!endpoints) {
    return (
      <AdminPage title={TITLE} back={{ to: paths.admin.webhooks }}>
        {error && !loading ? <LoadError onRetry={() => void refetch()} /> : <PageLoading />}
      </AdminPage>
    );
  }
  if (!endpoint) {
    return (
      <AdminPage title={TITLE} back={{ to: paths.admin.webhooks }}>
        <EmptyState title="وب‌هوک پیدا نشد" />
      </AdminPage>
    );
  }
  return <EndpointScreen endpoint={endpoint} />;
}

function EndpointScreen({ endpoint }: { endpoint: WebhookEndpointRow }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { success } = useSaveFeedback();
  const { page, setPage } = useListParams<never>();
  const deliveries = useWebhookDeliveries(endpoint.id, page);
  const redeliver = useRedeliverWebhook();
  const remove = useDeleteWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function again(deliveryId: number) {
    setBusyId(deliveryId);
    try {
      await redeliver(deliveryId);
      enqueueSnackbar('دوباره فرستاده شد', { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(describeApiError(failure).message, { variant: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <AdminPage title={endpoint.description || TITLE} back={{ to: paths.admin.webhooks }}>
      <WebhookEndpointPanel
        endpoint={endpoint}
        onDelete={async () => {
          await remove(endpoint.id);
          void navigate(paths.admin.webhooks);
        }}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        ارسال‌ها
      </Typography>
      <ListFrame
        state={{ rows: deliveries.data?.items, loading: deliveries.loading, error: deliveries.error, refetch: deliveries.refetch }}
        empty="هنوز چیزی به این نشانی فرستاده نشده است."
        pages={deliveries.data && { current: deliveries.data.currentPage, last: deliveries.data.lastPage, onChange: setPage }}
      >
        {(rows) => <WebhookDeliveriesTable deliveries={rows} busyId={busyId} onRedeliver={(delivery) => void again(delivery.id)} />}
      </ListFrame>
      <Typography variant="h5" component="h2" sx={{ mt: 4, mb: 2 }}>
        ویرایش
      </Typography>
      <WebhookForm
        key={endpoint.id}
        defaultValues={{ url: endpoint.url, description: endpoint.description ?? '', events: endpoint.events }}
        submitLabel="ذخیرهٔ تغییرات"
        onSave={async (values) => {
          await update(endpoint.id, toWebhookInput(values));
          success('وب‌هوک ویرایش شد');
        }}
      />
    </AdminPage>
  );
}
