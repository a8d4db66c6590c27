import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { WorkSampleForm } from '@/features/work-sample-admin/components/work-sample-form';
import { useAdminWorkSample, useWorkSamplePlanOptions } from '@/features/work-sample-admin/use-admin-work-samples';
import { useSaveWorkSample } from '@/features/work-sample-admin/use-save-work-sample';
import { listHref } from '@/lib/list-return';
import { allOf } from '@/lib/query-state';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

export function EditWorkSamplePage() {
  const navigate = useNavigate();
  const id = useRouteId();
  const state = allOf({ sample: useAdminWorkSample(id), plans: useWorkSamplePlanOptions() });
  const { update } = useSaveWorkSample();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="ویرایش نمونه کار" back={{ to: paths.admin.workSamples, label: 'بازگشت به نمونه کارها' }}>
      <RecordFrame state={state} id={id} missing="این نمونه کار پیدا نشد." skeletonRows={5}>
        {({ sample, plans }) => (
          <WorkSampleForm
            mode="edit"
            defaultValues={{
              domainName: sample.domainName,
              title: sample.title,
              description: sample.description ?? '',
              isActive: sample.isActive,
              planIds: sample.plans.map((plan) => plan.id),
              image: null,
            }}
            currentImageUrl={sample.imageUrl}
            plans={plans}
            onSave={async (values) => {
              await update(sample.id, values);
              success('نمونه کار ویرایش شد');
              void navigate(listHref(paths.admin.workSamples));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
