import { useMemo } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { FeatureTable } from '@/features/feature-admin/components/feature-table';
import { useFeatureList } from '@/features/feature-admin/use-features';
import { ListFrame } from '@/components/ui/list-frame';
import { SearchField } from '@/components/ui/search-field';
import { matchesSearch } from '@/lib/text-search';
import { useListParams } from '@/lib/use-list-params';

export function FeaturesPage() {
  const { data: features, loading, error, refetch } = useFeatureList();
  const { get, set } = useListParams<'search'>();
  const search = get('search');
  const shown = useMemo(() => features?.filter((feature) => matchesSearch(search, [feature.title])), [features, search]);

  return (
    <AdminPage
      title="ویژگی‌های پلن‌ها"
      add={{ label: 'افزودن ویژگی', to: paths.admin.addFeature }}
      toolbar={<SearchField label="جستجو در عنوان ویژگی‌ها" value={search} onSearch={(value) => set({ search: value })} />}
    >
      <ListFrame
        state={{ rows: shown, loading, error, refetch }}
        empty="هیچ ویژگی‌ای موجود نیست."
        noResults="ویژگی‌ای با این عنوان پیدا نشد."
        filtered={Boolean(search)}
        skeletonRows={8}
      >
        {(rows) => <FeatureTable features={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
