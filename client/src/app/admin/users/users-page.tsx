import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { AdminTable } from '@/features/admins/components/admin-table';
import { useAdminList } from '@/features/admins/use-admins';
import { isSuperadmin } from '@/features/auth/session';
import { authStorage } from '@/lib/auth-storage';
import { ListFrame } from '@/components/ui/list-frame';

export function UsersPage() {
  const { admins, loading, error, refetch } = useAdminList();
  const canEdit = isSuperadmin(authStorage.user());

  return (
    <AdminPage title="مدیران" add={{ label: 'افزودن مدیر', to: paths.admin.addUser }}>
      <ListFrame state={{ rows: admins, loading, error, refetch }} empty="هیچ مدیری موجود نیست.">
        {(rows) => <AdminTable admins={rows} canEdit={canEdit} />}
      </ListFrame>
    </AdminPage>
  );
}
