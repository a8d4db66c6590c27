import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { toApiTokenInput } from '@/features/api-token-admin/api-token-schema';
import { ApiTokenForm } from '@/features/api-token-admin/components/api-token-form';
import { TokenSecret } from '@/features/api-token-admin/components/token-secret';
import { useCreateApiToken } from '@/features/api-token-admin/use-api-tokens';
import { SuperadminOnly } from './superadmin-only';

const TITLE = 'ساخت توکن API';

/** The form, then the secret once: leaving the page is the only way past it. */
export function AddApiTokenPage() {
  const { create } = useCreateApiToken();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <SuperadminOnly title={TITLE}>
      <AdminPage title={TITLE} back={{ to: paths.admin.apiTokens }}>
        {created ? (
          <Stack spacing={3}>
            <TokenSecret name={created.name} secret={created.secret} />
            <div>
              <Button component={RouterLink} to={paths.admin.apiTokens} variant="outlined">
                بازگشت به فهرست توکن‌ها
              </Button>
            </div>
          </Stack>
        ) : (
          <ApiTokenForm
            onSave={async (values) => {
              const { data } = await create(toApiTokenInput(values));
              if (data) setCreated({ name: data.createApiToken.token.name, secret: data.createApiToken.secret });
            }}
          />
        )}
      </AdminPage>
    </SuperadminOnly>
  );
}
