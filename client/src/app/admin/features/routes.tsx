import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const FeaturesPage = lazyPage(async () => (await import('./features-page')).FeaturesPage);
const AddFeaturePage = lazyPage(async () => (await import('./add-feature-page')).AddFeaturePage);
const EditFeaturePage = lazyPage(async () => (await import('./edit-feature-page')).EditFeaturePage);

export const featureRoutes = (
  <>
    <Route path={paths.admin.features} element={<FeaturesPage />} />
    <Route path={paths.admin.addFeature} element={<AddFeaturePage />} />
    <Route path={paths.admin.editFeature.pattern} element={<EditFeaturePage />} />
  </>
);
