import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { AdminThemeList } from '@/features/theme-admin/components/admin-theme-list';
import { useAdminThemes } from '@/features/theme-admin/use-admin-themes';
import { ListFrame } from '@/components/ui/list-frame';

export function ThemesPage() {
  const { themes, loading, error, refetch } = useAdminThemes();
  return (
    <AdminPage title="قالب‌ها" add={{ label: 'افزودن قالب', to: paths.admin.addTheme }}>
      <ListFrame state={{ rows: themes, loading, error, refetch }} empty="هیچ قالبی موجود نیست." skeletonRows={6}>
        {(rows) => <AdminThemeList themes={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
