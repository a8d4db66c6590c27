import BlockIcon from '@mui/icons-material/Block';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import type { ApiTokenFieldsFragment } from '@/generated/graphql';
import { describeApiError } from '@/lib/api-error';
import { formatJalaliDateTime } from '@/lib/format';
import { API_SCOPE_LABELS, type ApiScopeName } from '../api-token-schema';
import { useRevokeApiToken } from '../use-api-tokens';

type TokenRow = ApiTokenFieldsFragment;

function statusOf(token: TokenRow, now: number): string {
  if (token.revokedAt) return `باطل شده در ${formatJalaliDateTime(token.revokedAt)}`;
  if (token.expiresAt && new Date(token.expiresAt).getTime() <= now) return 'منقضی شده';
  return 'فعال';
}

export function ApiTokenTable({ tokens }: { tokens: readonly TokenRow[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const { revoke, revoking } = useRevokeApiToken();
  const [asking, setAsking] = useState<TokenRow | null>(null);
  // When the list opened: a token that expires while it is open shows so on the next visit.
  const [now] = useState(() => Date.now());

  const confirm = async () => {
    if (!asking) return;
    try {
      await revoke(asking.id);
      enqueueSnackbar('توکن باطل شد', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(describeApiError(error).message, { variant: 'error' });
    }
    setAsking(null);
  };

  const columns: Column<TokenRow>[] = [
    { label: 'نام', cell: (token) => token.name },
    { label: 'پیشوند', nowrap: true, cell: (token) => <bdi dir="ltr">{`${token.prefix}…`}</bdi> },
    {
      label: 'دسترسی‌ها',
      cell: (token) =>
        token.scopes.map((scope) => (
          <div key={scope} title={API_SCOPE_LABELS[scope as ApiScopeName] ?? scope}>
            <bdi dir="ltr">{scope}</bdi>
          </div>
        )),
    },
    { label: 'انقضا', nowrap: true, cell: (token) => (token.expiresAt ? formatJalaliDateTime(token.expiresAt) : 'بدون انقضا') },
    {
      label: 'آخرین استفاده',
      cell: (token) =>
        token.lastUsedAt ? (
          <>
            {formatJalaliDateTime(token.lastUsedAt)} <bdi dir="ltr">{token.lastUsedIp}</bdi>
          </>
        ) : (
          'استفاده نشده'
        ),
    },
    { label: 'وضعیت', cell: (token) => statusOf(token, now) },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (token) =>
        token.revokedAt ? null : (
          <Tooltip title="ابطال">
            <IconButton onClick={() => setAsking(token)} aria-label={`ابطال ${token.name}`} color="error">
              <BlockIcon />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <>
      <ResponsiveRows label="فهرست توکن‌های API" rows={tokens} columns={columns} rowKey={(token) => token.id} rowTestId="api-token-row" />
      <ConfirmDialog
        open={asking !== null}
        title="ابطال توکن"
        message={`توکن «${asking?.name ?? ''}» باطل شود؟ هر سامانه‌ای که با آن کار می‌کند از همین لحظه پاسخ ۴۰۱ می‌گیرد.`}
        confirmLabel="ابطال"
        busy={revoking}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
