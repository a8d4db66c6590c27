import { AdminPage } from '@/components/layouts/admin-page';
import { ListFrame } from '@/components/ui/list-frame';
import { paths } from '@/config/paths';
import { ApiTokenTable } from '@/features/api-token-admin/components/api-token-table';
import { useApiTokenList } from '@/features/api-token-admin/use-api-tokens';
import { SuperadminOnly } from './superadmin-only';

const TITLE = 'توکن‌های API';

/** /admin/api-tokens: integrators' keys, for superadmins (docs/INTEGRATORS.md, "API tokens and scopes"). */
export function ApiTokensPage() {
  return (
    <SuperadminOnly title={TITLE}>
      <ApiTokens />
    </SuperadminOnly>
  );
}

function ApiTokens() {
  const { data: tokens, loading, error, refetch } = useApiTokenList();
  return (
    <AdminPage title={TITLE} add={{ label: 'ساخت توکن', to: paths.admin.addApiToken }}>
      <ListFrame
        state={{ rows: tokens, loading, error, refetch }}
        empty="هنوز توکنی ساخته نشده است."
        noResults="توکنی پیدا نشد."
        filtered={false}
      >
        {(rows) => <ApiTokenTable tokens={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
