import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { AdminThemeList } from '@/features/theme-admin/components/admin-theme-list';
import { useAdminThemes } from '@/features/theme-admin/use-admin-themes';

export function ThemesPage() {
  const { themes, loading, error, refetch } = useAdminThemes();
  return (
    <AdminPage title="قالب‌ها" add={{ label: 'افزودن قالب', to: paths.admin.addTheme }}>
      {loading ? (
        <TableSkeleton rows={6} />
      ) : !themes ? (
        error && <LoadError onRetry={() => void refetch()} />
      ) : themes.length === 0 ? (
        <EmptyState title="هیچ قالبی موجود نیست." />
      ) : (
        <AdminThemeList themes={themes} />
      )}
    </AdminPage>
  );
}
