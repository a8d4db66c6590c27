import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { paths } from '@/config/paths';
import { ADMIN_LABELS, adminToForm, toAdminUpdate } from '@/features/user-admin/admin-schema';
import { AdminForm } from '@/features/user-admin/components/admin-form';
import { useAdmin, useUpdateAdmin } from '@/features/user-admin/use-admins';
import { authStorage } from '@/lib/auth-storage';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { listHref } from '@/lib/list-return';
import { useRouteId } from '../use-route-id';

export function EditUserPage() {
  const id = useRouteId();
  const navigate = useNavigate();
  const admin = useAdmin(id);
  const { update } = useUpdateAdmin();
  const { success } = useSaveFeedback();
  const signedIn = authStorage.user();

  return (
    <AdminPage title="ویرایش مدیر" back={{ to: paths.admin.users }}>
      {/* Another admin's record is for superadmins only (403): RecordFrame says so without a retry. */}
      <RecordFrame state={admin} id={id} missing="مدیر پیدا نشد." skeletonRows={3}>
        {(admin) => (
          <AdminForm
            key={admin.id}
            mode="edit"
            own={signedIn?.id === admin.id}
            defaultValues={adminToForm(admin)}
            edit={{ version: admin.version, toForm: adminToForm, labels: ADMIN_LABELS }}
            onSave={async (values, { version }) => {
              const { data } = await update(admin.id, toAdminUpdate(values), version);
              const saved = data?.updateAdmin;
              // Changing your own password ended your token; the answer carries its replacement.
              if (saved?.accessToken && signedIn) {
                authStorage.save(saved.accessToken, {
                  ...signedIn,
                  name: saved.name,
                  family: saved.family,
                  email: saved.email,
                  roles: [...saved.roles],
                });
              }
              success('کاربر ویرایش شد');
              void navigate(listHref(paths.admin.users));
            }}
          />
        )}
      </RecordFrame>
    </AdminPage>
  );
}
