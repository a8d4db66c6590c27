import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const OrdersPage = lazyPage(async () => (await import('./orders-page')).OrdersPage);

export const orderRoutes = (
  <>
    <Route path="/admin/orders" element={<OrdersPage />} />
  </>
);
