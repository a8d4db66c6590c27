import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const TwoFactorPage = lazyPage(async () => (await import('./two-factor-page')).TwoFactorPage);

export const twoFactorRoutes = <Route path={paths.admin.twoFactor} element={<TwoFactorPage />} />;
