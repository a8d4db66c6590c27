import { useMemo } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { AdminTable } from '@/features/user-admin/components/admin-table';
import { useAdminList } from '@/features/user-admin/use-admins';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';
import { ListFrame } from '@/components/ui/list-frame';
import { SearchField } from '@/components/ui/search-field';
import { matchesSearch } from '@/lib/text-search';
import { useListParams } from '@/lib/use-list-params';

export function UsersPage() {
  const { data: admins, loading, error, refetch } = useAdminList();
  const canEdit = isSuperadmin(authStorage.user());
  const { get, set } = useListParams<'search'>();
  const search = get('search');
  const shown = useMemo(() => admins?.filter((a) => matchesSearch(search, [a.name, a.family, a.email, a.phone])), [admins, search]);

  return (
    <AdminPage
      title="مدیران"
      add={canEdit ? { label: 'افزودن مدیر', to: paths.admin.addUser } : undefined}
      toolbar={<SearchField label="جستجو در نام، ایمیل یا موبایل" value={search} onSearch={(value) => set({ search: value })} />}
    >
      <ListFrame
        state={{ rows: shown, loading, error, refetch }}
        empty="هیچ مدیری موجود نیست."
        noResults="مدیری با این مشخصات پیدا نشد."
        filtered={Boolean(search)}
      >
        {(rows) => <AdminTable admins={rows} canEdit={canEdit} />}
      </ListFrame>
    </AdminPage>
  );
}
