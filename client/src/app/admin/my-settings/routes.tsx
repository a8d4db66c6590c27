import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const MySettingsPage = lazyPage(async () => (await import('./my-settings-page')).MySettingsPage);

export const mySettingsRoutes = <Route path={paths.admin.mySettings} element={<MySettingsPage />} />;
