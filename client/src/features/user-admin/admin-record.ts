import { paths } from '@/config/paths';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';
import { defineRecord } from '@/lib/use-edit-record';
import { ADMIN_LABELS, adminToForm, toAdminUpdate, type AdminFormValues } from './admin-schema';
import { useAdmin, useUpdateAdmin } from './use-admins';

function useAdminWrite() {
  const { update } = useUpdateAdmin();
  return {
    update: async (admin: { id: number }, values: AdminFormValues, version?: number) => {
      const signedIn = authStorage.user();
      const { data } = await update(admin.id, toAdminUpdate(values, isSuperadmin(signedIn)), version);
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
    },
  };
}

/** An admin's edit page; admins are never deleted, so there is nothing to restore (docs/ARCHITECTURE.md, "Record declarations"). */
export const adminRecord = defineRecord({
  title: 'ویرایش مدیر',
  missing: 'مدیر پیدا نشد.',
  saved: 'کاربر ویرایش شد',
  skeletonRows: 3,
  list: { to: paths.admin.users },
  useLoad: useAdmin,
  recordOf: (admin) => admin,
  useWrite: useAdminWrite,
  toForm: (stored) => adminToForm(stored as Parameters<typeof adminToForm>[0]),
  labels: ADMIN_LABELS,
});
