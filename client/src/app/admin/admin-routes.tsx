import { Route } from 'react-router-dom';
import { lazyPage } from '../lazy-page';
import { activityRoutes } from './activity/routes';
import { apiTokenRoutes } from './api-tokens/routes';
import { categoryRoutes } from './categories/routes';
import { customerRoutes } from './customers/routes';
import { dashboardRoutes } from './dashboard/routes';
import { featureRoutes } from './features/routes';
import { mySettingsRoutes } from './my-settings/routes';
import { orderRoutes } from './orders/routes';
import { planRoutes } from './plans/routes';
import { themeRoutes } from './themes/routes';
import { twoFactorRoutes } from './two-factor/routes';
import { userRoutes } from './users/routes';
import { siteSettingsRoutes } from './site-settings/routes';
import { webhookRoutes } from './webhooks/routes';
import { workSampleRoutes } from './work-samples/routes';

const AdminNotFoundPage = lazyPage(async () => (await import('./admin-not-found-page')).AdminNotFoundPage);

/**
 * Every back-office route of docs/ARCHITECTURE.md §2, children of `/admin` (its guard and shell). Each domain
 * lists its own; every page is a lazy chunk.
 */
export const adminRoutes = (
  <>
    {dashboardRoutes}
    {orderRoutes}
    {userRoutes}
    {customerRoutes}
    {themeRoutes}
    {categoryRoutes}
    {planRoutes}
    {featureRoutes}
    {workSampleRoutes}
    {activityRoutes}
    {apiTokenRoutes}
    {webhookRoutes}
    {siteSettingsRoutes}
    {twoFactorRoutes}
    {mySettingsRoutes}
    <Route path="*" element={<AdminNotFoundPage />} />
  </>
);
