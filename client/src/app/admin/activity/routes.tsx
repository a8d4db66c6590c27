import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const ActivityPage = lazyPage(async () => (await import('./activity-page')).ActivityPage);

export const activityRoutes = (
  <>
    <Route path={paths.admin.activity} element={<ActivityPage />} />
  </>
);
