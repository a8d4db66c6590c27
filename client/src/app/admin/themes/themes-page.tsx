import { useMemo } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { AdminThemeList } from '@/features/theme-admin/components/admin-theme-list';
import { useAdminThemes } from '@/features/theme-admin/use-admin-themes';
import { ListFrame } from '@/components/ui/list-frame';
import { SearchField } from '@/components/ui/search-field';
import { matchesSearch } from '@/lib/text-search';
import { useListParams } from '@/lib/use-list-params';

export function ThemesPage() {
  const { data: themes, loading, error, refetch } = useAdminThemes();
  const { get, set } = useListParams<'search'>();
  const search = get('search');
  // A theme's code (its id) is what customers and staff quote on the phone.
  const shown = useMemo(
    () => themes?.filter((theme) => matchesSearch(search, [theme.title, theme.link, theme.shortDescription, String(theme.id)])),
    [themes, search],
  );
  return (
    <AdminPage
      title="قالب‌ها"
      add={{ label: 'افزودن قالب', to: paths.admin.addTheme }}
      toolbar={<SearchField label="جستجو در عنوان، کد یا پیوند قالب" value={search} onSearch={(value) => set({ search: value })} />}
    >
      <ListFrame
        state={{ rows: shown, loading, error, refetch }}
        empty="هیچ قالبی موجود نیست."
        noResults="قالبی با این مشخصات پیدا نشد."
        filtered={Boolean(search)}
        skeletonRows={6}
      >
        {(rows) => <AdminThemeList themes={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
