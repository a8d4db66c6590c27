import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const PlansPage = lazyPage(async () => (await import('./plans-page')).PlansPage);
const AddPlanPage = lazyPage(async () => (await import('./add-plan-page')).AddPlanPage);
const EditPlanPage = lazyPage(async () => (await import('./edit-plan-page')).EditPlanPage);
const PlanFeaturesPage = lazyPage(async () => (await import('./plan-features-page')).PlanFeaturesPage);

export const planRoutes = (
  <>
    <Route path="/admin/themes/plans" element={<PlansPage />} />
    <Route path="/admin/themes/plans/add" element={<AddPlanPage />} />
    <Route path="/admin/themes/plans/edit/:id" element={<EditPlanPage />} />
    <Route path="/admin/themes/plans/features/:id" element={<PlanFeaturesPage />} />
  </>
);
