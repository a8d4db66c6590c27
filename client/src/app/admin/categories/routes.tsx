import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const CategoriesPage = lazyPage(async () => (await import('./categories-page')).CategoriesPage);
const AddCategoryPage = lazyPage(async () => (await import('./add-category-page')).AddCategoryPage);
const EditCategoryPage = lazyPage(async () => (await import('./edit-category-page')).EditCategoryPage);

export const categoryRoutes = (
  <>
    <Route path="/admin/themes/categories" element={<CategoriesPage />} />
    <Route path="/admin/themes/categories/add" element={<AddCategoryPage />} />
    <Route path="/admin/themes/categories/edit/:id" element={<EditCategoryPage />} />
  </>
);
