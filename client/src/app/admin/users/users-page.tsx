import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { AdminTable } from '@/features/admins/components/admin-table';
import { useAdminList } from '@/features/admins/use-admins';
import { isSuperadmin } from '@/features/auth/session';
import { authStorage } from '@/lib/auth-storage';

export function UsersPage() {
  const { admins, loading, error, refetch } = useAdminList();
  const canEdit = isSuperadmin(authStorage.user());

  return (
    <AdminPage title="مدیران" add={{ label: 'افزودن مدیر', to: paths.admin.addUser }}>
      {loading ? (
        <TableSkeleton />
      ) : error || !admins ? (
        <LoadError onRetry={() => void refetch()} />
      ) : admins.length === 0 ? (
        <EmptyState title="هیچ مدیری موجود نیست." />
      ) : (
        <AdminTable admins={admins} canEdit={canEdit} />
      )}
    </AdminPage>
  );
}
