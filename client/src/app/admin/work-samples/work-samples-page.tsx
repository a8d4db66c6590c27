import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { AdminWorkSampleList } from '@/features/work-sample-admin/components/admin-work-sample-list';
import { useAdminWorkSamples } from '@/features/work-sample-admin/use-admin-work-samples';
import { useListParams } from '@/lib/use-list-params';
import { ListFrame } from '@/components/ui/list-frame';
import { SearchField } from '@/components/ui/search-field';

export function WorkSamplesPage() {
  const { get, set, page, setPage } = useListParams<'search'>();
  const search = get('search');
  const { data: result, loading, error, refetch } = useAdminWorkSamples(page, search);
  return (
    <AdminPage
      title="نمونه کارهای موجود"
      add={{ label: 'افزودن نمونه کار', to: paths.admin.addWorkSample }}
      toolbar={<SearchField label="جستجو در عنوان، دامنه یا توضیحات" value={search} onSearch={(value) => set({ search: value })} />}
    >
      <ListFrame
        state={{ rows: result?.items, loading, error, refetch }}
        empty="هیچ نمونه کاری موجود نیست."
        noResults="نمونه کاری با این مشخصات پیدا نشد."
        filtered={Boolean(search)}
        skeletonRows={6}
        pages={result && { current: result.currentPage, last: result.lastPage, onChange: setPage }}
      >
        {(rows) => <AdminWorkSampleList samples={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
