import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const OrdersPage = lazyPage(async () => (await import('./orders-page')).OrdersPage);

export const orderRoutes = (
  <>
    <Route path={paths.admin.orders} element={<OrdersPage />} />
  </>
);
