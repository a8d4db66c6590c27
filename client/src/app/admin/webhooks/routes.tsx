import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const WebhooksPage = lazyPage(async () => (await import('./webhooks-page')).WebhooksPage);
const AddWebhookPage = lazyPage(async () => (await import('./add-webhook-page')).AddWebhookPage);
const WebhookPage = lazyPage(async () => (await import('./webhook-page')).WebhookPage);

export const webhookRoutes = (
  <>
    <Route path={paths.admin.webhooks} element={<WebhooksPage />} />
    <Route path={paths.admin.addWebhook} element={<AddWebhookPage />} />
    <Route path={paths.admin.webhook.pattern} element={<WebhookPage />} />
  </>
);
