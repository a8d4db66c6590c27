import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { EMPTY_ADMIN, toAdminInput } from '@/features/user-admin/admin-schema';
import { AdminForm } from '@/features/user-admin/components/admin-form';
import { useCreateAdmin } from '@/features/user-admin/use-admins';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddUserPage() {
  const navigate = useNavigate();
  const { create } = useCreateAdmin();
  const { success } = useSaveFeedback();

  // Only superadmins add admins (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"); anyone else is told so
  // without asking the server, which would refuse them.
  if (!isSuperadmin(authStorage.user())) {
    return (
      <AdminPage title="افزودن مدیر" back={{ to: paths.admin.users }}>
        <EmptyState title="دسترسی ندارید">فقط مدیر ارشد مدیر تازه می‌افزاید.</EmptyState>
      </AdminPage>
    );
  }
  return (
    <AdminPage title="افزودن مدیر" back={{ to: paths.admin.users }}>
      <AdminForm
        mode="add"
        canGrantRoles
        defaultValues={EMPTY_ADMIN}
        onSave={async (values, { idempotencyKey }) => {
          await create(toAdminInput(values, true), idempotencyKey);
          success('کاربر افزوده شد');
          void navigate(paths.admin.users);
        }}
      />
    </AdminPage>
  );
}
