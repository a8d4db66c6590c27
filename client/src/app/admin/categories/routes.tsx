import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const CategoriesPage = lazyPage(async () => (await import('./categories-page')).CategoriesPage);
const AddCategoryPage = lazyPage(async () => (await import('./add-category-page')).AddCategoryPage);
const EditCategoryPage = lazyPage(async () => (await import('./edit-category-page')).EditCategoryPage);

export const categoryRoutes = (
  <>
    <Route path={paths.admin.categories} element={<CategoriesPage />} />
    <Route path={paths.admin.addCategory} element={<AddCategoryPage />} />
    <Route path={paths.admin.editCategory.pattern} element={<EditCategoryPage />} />
  </>
);
