import { EditRecordPage } from '@/components/ui/edit-record-page';
import { adminRecord } from '@/features/user-admin/admin-record';
import { AdminForm } from '@/features/user-admin/components/admin-form';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';
import { useRouteId } from '../use-route-id';

export function EditUserPage() {
  const signedIn = authStorage.user();
  return (
    <EditRecordPage record={adminRecord} id={useRouteId()}>
      {({ record, ...form }) => (
        <AdminForm key={record.id} mode="edit" own={signedIn?.id === record.id} canGrantRoles={isSuperadmin(signedIn)} {...form} />
      )}
    </EditRecordPage>
  );
}
