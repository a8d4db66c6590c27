import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const PlansPage = lazyPage(async () => (await import('./plans-page')).PlansPage);
const AddPlanPage = lazyPage(async () => (await import('./add-plan-page')).AddPlanPage);
const EditPlanPage = lazyPage(async () => (await import('./edit-plan-page')).EditPlanPage);
const PlanFeaturesPage = lazyPage(async () => (await import('./plan-features-page')).PlanFeaturesPage);

export const planRoutes = (
  <>
    <Route path={paths.admin.plans} element={<PlansPage />} />
    <Route path={paths.admin.addPlan} element={<AddPlanPage />} />
    <Route path={paths.admin.editPlan.pattern} element={<EditPlanPage />} />
    <Route path={paths.admin.planFeatures.pattern} element={<PlanFeaturesPage />} />
  </>
);
