import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { toAdminUpdate } from '@/features/user-admin/admin-schema';
import { AdminForm } from '@/features/user-admin/components/admin-form';
import { useAdmin, useUpdateAdmin } from '@/features/user-admin/use-admins';
import { describeApiError } from '@/lib/api-error';
import { authStorage } from '@/lib/auth-storage';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';
import { listHref } from '@/lib/list-return';

export function EditUserPage() {
  const id = useRouteId() ?? 0;
  const navigate = useNavigate();
  const { admin, loading, error, refetch } = useAdmin(id);
  const { update } = useUpdateAdmin(id);
  const { success } = useSaveFeedback();
  const problem = error ? describeApiError(error) : null;
  const signedIn = authStorage.user();

  return (
    <AdminPage title="ویرایش مدیر" back={{ to: paths.admin.users }}>
      {loading ? (
        <TableSkeleton rows={3} />
      ) : problem && [403, 404].includes(problem.status) ? (
        // Another admin's record is for superadmins only: trying again would not help.
        <Alert severity="warning">{problem.message}</Alert>
      ) : error || !admin ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <AdminForm
          key={admin.id}
          mode="edit"
          own={signedIn?.id === admin.id}
          defaultValues={{
            name: admin.name,
            family: admin.family,
            email: admin.email,
            phone: admin.phone ?? '',
            password: '',
            current_password: '',
          }}
          onSave={async (values) => {
            const { data } = await update(toAdminUpdate(values));
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
            navigate(listHref(paths.admin.users));
          }}
        />
      )}
    </AdminPage>
  );
}
