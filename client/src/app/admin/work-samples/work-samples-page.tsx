import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { AdminWorkSampleList } from '@/features/work-sample-admin/components/admin-work-sample-list';
import { useAdminWorkSamples } from '@/features/work-sample-admin/use-admin-work-samples';
import { useListParams } from '@/lib/use-list-params';
import { ListFrame } from '@/components/ui/list-frame';

export function WorkSamplesPage() {
  const { page, setPage } = useListParams<never>();
  const { result, loading, error, refetch } = useAdminWorkSamples(page);
  return (
    <AdminPage title="نمونه کارهای موجود" add={{ label: 'افزودن نمونه کار', to: paths.admin.addWorkSample }}>
      <ListFrame
        state={{ rows: result?.items, loading, error, refetch }}
        empty="هیچ نمونه کاری موجود نیست."
        skeletonRows={6}
        pages={result && { current: result.currentPage, last: result.lastPage, onChange: setPage }}
      >
        {(rows) => <AdminWorkSampleList samples={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
