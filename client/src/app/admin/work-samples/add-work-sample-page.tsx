import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { WorkSampleForm } from '@/features/work-sample-admin/components/work-sample-form';
import { useWorkSamplePlanOptions } from '@/features/work-sample-admin/use-admin-work-samples';
import { EMPTY_WORK_SAMPLE } from '@/features/work-sample-admin/work-sample-schema';

/** Spec §8: a successful add clears the form for the next sample; the admin stays here. */
export function AddWorkSamplePage() {
  const { plans, loading, refetch } = useWorkSamplePlanOptions();
  return (
    <AdminPage title="افزودن نمونه کار" back={{ to: paths.admin.workSamples, label: 'بازگشت به نمونه کارها' }}>
      {loading ? (
        <TableSkeleton rows={5} />
      ) : !plans ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <WorkSampleForm id={null} defaultValues={EMPTY_WORK_SAMPLE} plans={plans} />
      )}
    </AdminPage>
  );
}
