import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { CodeField } from './code-field';

export interface TwoFactorSetupData {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/**
 * Setting two-factor sign-in up (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): the QR code to scan
 * with an authenticator app, the secret for typing in by hand, and the app's first code, which confirms it. The same
 * screen from the admin's settings and at a sign-in ADMIN_2FA requires it at.
 */
export function TwoFactorSetup({
  setup,
  onConfirm,
  confirmLabel = 'تأیید و روشن کردن',
}: {
  setup: TwoFactorSetupData;
  /** Resolves to an error to show under the code, or null when the code was taken. */
  onConfirm: (code: string) => Promise<string | null>;
  confirmLabel?: string;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secretId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const refused = await onConfirm(code);
    setBusy(false);
    if (refused) setError(refused);
  }

  return (
    <Stack spacing={2.5}>
      <Typography component="p">
        ۱. برنامه‌ای برای کدهای یک‌بارمصرف (مانند Google Authenticator، Microsoft Authenticator یا 2FAS) را روی گوشی خود باز کنید و این کد
        QR را با آن اسکن کنید.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Box
          component="img"
          src={setup.qrCode}
          alt="کد QR راه‌اندازی ورود دو مرحله‌ای؛ آن را با برنامه احراز هویت اسکن کنید"
          width={200}
          height={200}
          data-testid="two-factor-qr"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
        />
      </Box>
      <Box>
        <Typography component="p" id={secretId}>
          اگر اسکن ممکن نیست، این کلید را در برنامه وارد کنید (نوع: بر پایه زمان):
        </Typography>
        <Box
          component="code"
          aria-labelledby={secretId}
          dir="ltr"
          sx={{
            display: 'block',
            mt: 1,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: '1rem',
            letterSpacing: 1,
            overflowWrap: 'anywhere',
          }}
        >
          {setup.secret.match(/.{1,4}/g)?.join(' ')}
        </Box>
      </Box>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="تأیید راه‌اندازی ورود دو مرحله‌ای">
        <Typography component="p">۲. کدی را که برنامه اکنون نشان می‌دهد وارد کنید:</Typography>
        <CodeField value={code} onChange={setCode} error={error} allowRecovery={false} />
        <Button type="submit" variant="contained" disabled={busy || code.trim() === ''}>
          {busy ? 'در حال بررسی…' : confirmLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
