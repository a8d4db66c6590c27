import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { EMPTY_ADMIN, toAdminInput } from '@/features/user-admin/admin-schema';
import { AdminForm } from '@/features/user-admin/components/admin-form';
import { useCreateAdmin } from '@/features/user-admin/use-admins';
import { useSaveFeedback } from '@/lib/use-save-feedback';

export function AddUserPage() {
  const navigate = useNavigate();
  const { create } = useCreateAdmin();
  const { success } = useSaveFeedback();

  return (
    <AdminPage title="افزودن مدیر" back={{ to: paths.admin.users }}>
      <AdminForm
        mode="add"
        defaultValues={EMPTY_ADMIN}
        onSave={async (values, { idempotencyKey }) => {
          await create(toAdminInput(values), idempotencyKey);
          success('کاربر افزوده شد');
          void navigate(paths.admin.users);
        }}
      />
    </AdminPage>
  );
}
