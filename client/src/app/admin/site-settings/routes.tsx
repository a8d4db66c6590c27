import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const SiteSettingsPage = lazyPage(async () => (await import('./site-settings-page')).SiteSettingsPage);

export const siteSettingsRoutes = <Route path={paths.admin.siteSettings} element={<SiteSettingsPage />} />;
