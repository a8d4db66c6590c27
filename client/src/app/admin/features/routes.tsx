import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const FeaturesPage = lazyPage(async () => (await import('./features-page')).FeaturesPage);
const AddFeaturePage = lazyPage(async () => (await import('./add-feature-page')).AddFeaturePage);
const EditFeaturePage = lazyPage(async () => (await import('./edit-feature-page')).EditFeaturePage);

export const featureRoutes = (
  <>
    <Route path="/admin/themes/features" element={<FeaturesPage />} />
    <Route path="/admin/themes/features/add" element={<AddFeaturePage />} />
    <Route path="/admin/themes/features/edit/:id" element={<EditFeaturePage />} />
  </>
);
