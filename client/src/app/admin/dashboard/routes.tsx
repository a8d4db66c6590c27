import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const DashboardPage = lazyPage(async () => (await import('./dashboard-page')).DashboardPage);

export const dashboardRoutes = (
  <>
    <Route path="/admin/dashboard" element={<DashboardPage />} />
  </>
);
