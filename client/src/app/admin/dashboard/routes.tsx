import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const DashboardPage = lazyPage(async () => (await import('./dashboard-page')).DashboardPage);

export const dashboardRoutes = (
  <>
    <Route path={paths.admin.dashboard} element={<DashboardPage />} />
  </>
);
