import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { WorkSampleForm } from '@/features/work-sample-admin/components/work-sample-form';
import { EMPTY_WORK_SAMPLE } from '@/features/work-sample-admin/work-sample-schema';

/** Spec §8: a successful add clears the form for the next sample; the admin stays here. */
export function AddWorkSamplePage() {
  return (
    <AdminPage title="افزودن نمونه کار" back={{ to: paths.admin.workSamples, label: 'بازگشت به نمونه کارها' }}>
      <WorkSampleForm id={null} defaultValues={EMPTY_WORK_SAMPLE} />
    </AdminPage>
  );
}
