import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { WorkSampleForm } from '@/features/work-sample-admin/components/work-sample-form';
import { useAdminWorkSample, useWorkSamplePlanOptions } from '@/features/work-sample-admin/use-admin-work-samples';
import { describeApiError } from '@/lib/api-error';
import { useRouteId } from '../use-route-id';
import { listHref } from '@/lib/list-return';
import { useSaveWorkSample } from '@/features/work-sample-admin/use-save-work-sample';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function EditWorkSamplePage() {
  const navigate = useNavigate();
  const id = useRouteId() ?? 0;
  const { sample, loading, error, refetch } = useAdminWorkSample(id);
  const planOptions = useWorkSamplePlanOptions();
  const { update } = useSaveWorkSample();
  const { success } = useSaveFeedback();
  const missing = !Number.isInteger(id) || (error && describeApiError(error).status === 404);

  return (
    <AdminPage title="ویرایش نمونه کار" back={{ to: paths.admin.workSamples, label: 'بازگشت به نمونه کارها' }}>
      {missing ? (
        <EmptyState title="این نمونه کار پیدا نشد." />
      ) : loading || planOptions.loading ? (
        <TableSkeleton rows={5} />
      ) : !sample || !planOptions.plans ? (
        <LoadError
          onRetry={() => {
            void refetch();
            void planOptions.refetch();
          }}
        />
      ) : (
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
          plans={planOptions.plans}
          onSave={async (values) => {
            await update(sample.id, values);
            success('نمونه کار ویرایش شد');
            navigate(listHref(paths.admin.workSamples));
          }}
        />
      )}
    </AdminPage>
  );
}
