import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describeApiError } from '@/lib/api-error';
import { formatJalaliDateTime } from '@/lib/format';
import { useRotateWebhookSecret, useSendTestWebhook, useUpdateWebhookEndpoint, type WebhookEndpointRow } from '../use-webhooks';

type Question = 'rotate' | 'delete' | null;

interface PanelProps {
  endpoint: WebhookEndpointRow;
  onDelete: () => Promise<void>;
}

/** An endpoint's secret and switches: test send, a new secret, on and off, delete. */
export function WebhookEndpointPanel({ endpoint, onDelete }: PanelProps) {
  const { enqueueSnackbar } = useSnackbar();
  const sendTest = useSendTestWebhook();
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhookEndpoint();
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<Question>(null);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      enqueueSnackbar(done, { variant: 'success' });
    } catch (failure) {
      enqueueSnackbar(describeApiError(failure).message, { variant: 'error' });
    } finally {
      setBusy(false);
      setQuestion(null);
    }
  }

  return (
    <Stack spacing={2} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="bdi" dir="ltr" sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
          {endpoint.url}
        </Typography>
        {endpoint.enabled ? <Chip size="small" color="success" label="فعال" /> : <Chip size="small" label="غیرفعال" />}
      </Box>
      {endpoint.disabledReason && <Typography color="error">{endpoint.disabledReason}</Typography>}
      <Box>
        <Typography variant="subtitle2" component="h2">
          کلید امضا
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box component="code" dir="ltr" data-testid="webhook-secret" sx={{ wordBreak: 'break-all', fontSize: 13 }}>
            {endpoint.secret}
          </Box>
          <Button
            size="small"
            onClick={() => void navigator.clipboard?.writeText(endpoint.secret).then(() => enqueueSnackbar('کلید رونوشت شد'))}
          >
            رونوشت
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          گیرنده امضای سرآیند <bdi dir="ltr">webhook-signature</bdi> را با این کلید بررسی می‌کند (استاندارد Standard Webhooks).
          {endpoint.previousSecretUntil && ` کلید پیشین تا ${formatJalaliDateTime(endpoint.previousSecretUntil)} هم امضا می‌کند.`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={busy || !endpoint.enabled}
          onClick={() => void run(() => sendTest(endpoint.id), 'ارسال آزمایشی فرستاده شد')}
        >
          ارسال آزمایشی
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => setQuestion('rotate')}>
          کلید امضای تازه
        </Button>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            void run(() => update(endpoint.id, { enabled: !endpoint.enabled }), endpoint.enabled ? 'وب‌هوک غیرفعال شد' : 'وب‌هوک فعال شد')
          }
        >
          {endpoint.enabled ? 'غیرفعال کردن' : 'فعال کردن'}
        </Button>
        <Button variant="outlined" color="error" disabled={busy} onClick={() => setQuestion('delete')}>
          حذف
        </Button>
      </Box>
      <ConfirmDialog
        open={question === 'rotate'}
        title="کلید امضای تازه"
        message="کلید تازه ساخته می‌شود و کلید فعلی تا ۲۴ ساعت کنار آن امضا می‌کند تا گیرنده را به‌روز کنید."
        confirmLabel="ساخت کلید تازه"
        confirmColor="primary"
        busy={busy}
        onConfirm={() => void run(() => rotate(endpoint.id), 'کلید امضای تازه ساخته شد')}
        onClose={() => setQuestion(null)}
      />
      <ConfirmDialog
        open={question === 'delete'}
        message="آیا مطمن هستنید؟"
        detail="این وب‌هوک و گزارش ارسال‌هایش حذف می‌شود."
        busy={busy}
        onConfirm={() => void run(onDelete, 'وب‌هوک حذف شد')}
        onClose={() => setQuestion(null)}
      />
    </Stack>
  );
}
