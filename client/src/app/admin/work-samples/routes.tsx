import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const WorkSamplesPage = lazyPage(async () => (await import('./work-samples-page')).WorkSamplesPage);
const AddWorkSamplePage = lazyPage(async () => (await import('./add-work-sample-page')).AddWorkSamplePage);
const EditWorkSamplePage = lazyPage(async () => (await import('./edit-work-sample-page')).EditWorkSamplePage);

export const workSampleRoutes = (
  <>
    <Route path={paths.admin.workSamples} element={<WorkSamplesPage />} />
    <Route path={paths.admin.addWorkSample} element={<AddWorkSamplePage />} />
    <Route path={paths.admin.editWorkSample.pattern} element={<EditWorkSamplePage />} />
  </>
);
