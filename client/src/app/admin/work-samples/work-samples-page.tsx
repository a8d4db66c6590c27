import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { AdminWorkSampleList } from '@/features/work-sample-admin/components/admin-work-sample-list';
import { useAdminWorkSamples } from '@/features/work-sample-admin/use-admin-work-samples';
import { useListParams } from '@/lib/use-list-params';

export function WorkSamplesPage() {
  const { page, setPage } = useListParams<never>();
  const { result, loading, error, refetch } = useAdminWorkSamples(page);
  return (
    <AdminPage title="نمونه کارهای موجود" add={{ label: 'افزودن نمونه کار', to: paths.admin.addWorkSample }}>
      {loading ? (
        <TableSkeleton rows={6} />
      ) : !result ? (
        error && <LoadError onRetry={() => void refetch()} />
      ) : result.items.length === 0 ? (
        <EmptyState title="هیچ نمونه کاری موجود نیست." />
      ) : (
        <AdminWorkSampleList samples={result.items} />
      )}
      {result && <Pager current={result.currentPage} last={result.lastPage} onChange={setPage} />}
    </AdminPage>
  );
}
