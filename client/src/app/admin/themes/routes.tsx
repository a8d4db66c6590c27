import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const ThemesPage = lazyPage(async () => (await import('./themes-page')).ThemesPage);
const AddThemePage = lazyPage(async () => (await import('./add-theme-page')).AddThemePage);
const EditThemePage = lazyPage(async () => (await import('./edit-theme-page')).EditThemePage);

export const themeRoutes = (
  <>
    <Route path={paths.admin.themes} element={<ThemesPage />} />
    <Route path={paths.admin.addTheme} element={<AddThemePage />} />
    <Route path={paths.admin.editTheme.pattern} element={<EditThemePage />} />
  </>
);
