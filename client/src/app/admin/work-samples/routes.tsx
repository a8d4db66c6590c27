import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';

const WorkSamplesPage = lazyPage(async () => (await import('./work-samples-page')).WorkSamplesPage);
const AddWorkSamplePage = lazyPage(async () => (await import('./add-work-sample-page')).AddWorkSamplePage);
const EditWorkSamplePage = lazyPage(async () => (await import('./edit-work-sample-page')).EditWorkSamplePage);

export const workSampleRoutes = (
  <>
    <Route path="/admin/work-samples" element={<WorkSamplesPage />} />
    <Route path="/admin/work-samples/add" element={<AddWorkSamplePage />} />
    <Route path="/admin/work-samples/edit/:id" element={<EditWorkSamplePage />} />
  </>
);
