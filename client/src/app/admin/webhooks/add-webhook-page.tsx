import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { WebhookForm } from '@/features/webhook-admin/components/webhook-form';
import { useCreateWebhookEndpoint } from '@/features/webhook-admin/use-webhooks';
import { EMPTY_WEBHOOK, toWebhookInput } from '@/features/webhook-admin/webhook-schema';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { SuperadminOnly } from './superadmin-only';

/** A new endpoint; then its page, where the signing secret is shown. */
export function AddWebhookPage() {
  const navigate = useNavigate();
  const create = useCreateWebhookEndpoint();
  const { success } = useSaveFeedback();
  return (
    <SuperadminOnly title="افزودن وب‌هوک">
      <AdminPage title="افزودن وب‌هوک" back={{ to: paths.admin.webhooks }}>
        <WebhookForm
          defaultValues={EMPTY_WEBHOOK}
          submitLabel="ثبت وب‌هوک"
          onSave={async (values) => {
            const endpoint = await create(toWebhookInput(values));
            success('وب‌هوک ثبت شد');
            void navigate(paths.admin.webhook(endpoint.id));
          }}
        />
      </AdminPage>
    </SuperadminOnly>
  );
}
