import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const ThemesPage = lazyPage(async () => (await import('./themes-page')).ThemesPage);
const AddThemePage = lazyPage(async () => (await import('./add-theme-page')).AddThemePage);
const EditThemePage = lazyPage(async () => (await import('./edit-theme-page')).EditThemePage);

export const themeRoutes = (
  <>
    <Route path="/admin/themes/all" element={<ThemesPage />} />
    <Route path="/admin/themes/add-theme" element={<AddThemePage />} />
    <Route path="/admin/themes/edit-theme/:id" element={<EditThemePage />} />
  </>
);
