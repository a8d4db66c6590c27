import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const OrdersPage = lazyPage(async () => (await import('./orders-page')).OrdersPage);
const AddOrderPage = lazyPage(async () => (await import('./add-order-page')).AddOrderPage);
const CallsDuePage = lazyPage(async () => (await import('./calls-due-page')).CallsDuePage);
const OrderPage = lazyPage(async () => (await import('./order-page')).OrderPage);
const ConvertOrderPage = lazyPage(async () => (await import('./convert-order-page')).ConvertOrderPage);

export const orderRoutes = (
  <>
    <Route path={paths.admin.orders} element={<OrdersPage />} />
    <Route path={paths.admin.addOrder} element={<AddOrderPage />} />
    <Route path={paths.admin.callsDue} element={<CallsDuePage />} />
    <Route path={paths.admin.order.pattern} element={<OrderPage />} />
    <Route path={paths.admin.convertOrder.pattern} element={<ConvertOrderPage />} />
  </>
);
