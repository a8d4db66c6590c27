import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { RecordFrame } from '@/components/ui/record-frame';
import { CodeField } from '@/features/auth/components/code-field';
import { RecoveryCodes } from '@/features/auth/components/recovery-codes';
import { TwoFactorSetup, type TwoFactorSetupData } from '@/features/auth/components/two-factor-setup';
import { useBeginTwoFactorSetup, useConfirmTwoFactorSetup, useDisableTwoFactor, useTwoFactorStatus } from '@/features/auth/use-two-factor';
import { describeApiError } from '@/lib/api-error';
import { formatJalaliDate, toPersianDigits } from '@/lib/format';
import { useSaveFeedback } from '@/lib/use-save-feedback';

const TITLE = 'ورود دو مرحله‌ای';

/**
 * «ورود دو مرحله‌ای» (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): the signed-in admin sets up a
 * code from an authenticator app as a second step of every sign-in, sees their recovery codes once, and turns it off
 * with a code where ADMIN_2FA allows.
 */
export function TwoFactorPage() {
  const state = useTwoFactorStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <AdminPage title={TITLE}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        {codes ? (
          <Stack spacing={2.5}>
            <Alert severity="success">ورود دو مرحله‌ای روشن شد: از این پس هر ورود، کد برنامه احراز هویت را هم می‌خواهد.</Alert>
            <Typography variant="h6" component="h2">
              کدهای بازیابی
            </Typography>
            <RecoveryCodes codes={codes} />
            <Button
              variant="contained"
              onClick={() => {
                setCodes(null);
                void state.refetch();
              }}
            >
              کدها را برداشتم
            </Button>
          </Stack>
        ) : (
          <RecordFrame state={state} skeletonRows={3}>
            {(status) =>
              status.enabled ? (
                <Enabled status={status} onDisabled={() => void state.refetch()} />
              ) : (
                <NotEnabled required={status.required} onEnabled={setCodes} />
              )
            }
          </RecordFrame>
        )}
      </Paper>
    </AdminPage>
  );
}

function NotEnabled({ required, onEnabled }: { required: boolean; onEnabled: (codes: string[]) => void }) {
  const begin = useBeginTwoFactorSetup();
  const confirm = useConfirmTwoFactorSetup();
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  if (setup) {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          راه‌اندازی
        </Typography>
        <TwoFactorSetup
          setup={setup}
          onConfirm={async (code) => {
            try {
              onEnabled(await confirm(code));
              return null;
            } catch (error) {
              const problem = describeApiError(error);
              return problem.fields.code?.[0] ?? problem.message;
            }
          }}
        />
        <Button color="inherit" onClick={() => setSetup(null)}>
          انصراف
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2.5}>
      <Alert severity={required ? 'warning' : 'info'}>
        {required ? 'ورود دو مرحله‌ای برای حساب شما الزامی است و هنوز روشن نیست.' : 'ورود دو مرحله‌ای شما خاموش است.'}
      </Alert>
      <Typography>
        با ورود دو مرحله‌ای، هر بار پس از رمز عبور، کد ۶ رقمی برنامه احراز هویت گوشی شما هم خواسته می‌شود؛ رمز عبوری که به دست دیگری بیفتد
        به تنهایی راه ورود نیست.
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button
        variant="contained"
        disabled={starting}
        onClick={async () => {
          setStarting(true);
          setFailure(null);
          try {
            setSetup(await begin());
          } catch (error) {
            setFailure(describeApiError(error).message);
          } finally {
            setStarting(false);
          }
        }}
      >
        {starting ? 'در حال آماده‌سازی…' : 'راه‌اندازی ورود دو مرحله‌ای'}
      </Button>
    </Stack>
  );
}

function Enabled({
  status,
  onDisabled,
}: {
  status: { required: boolean; enabledAt?: string | null; recoveryCodesLeft: number };
  onDisabled: () => void;
}) {
  const disable = useDisableTwoFactor();
  const { success } = useSaveFeedback();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await disable(code);
      success('ورود دو مرحله‌ای خاموش شد');
      onDisabled();
    } catch (error) {
      const problem = describeApiError(error);
      setFailure(problem.fields.code?.[0] ?? problem.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={2.5}>
      <Alert severity="success">
        ورود دو مرحله‌ای شما روشن است{status.enabledAt ? ` (از ${formatJalaliDate(status.enabledAt)})` : ''}.
      </Alert>
      <Typography>
        کدهای بازیابی باقی‌مانده: {toPersianDigits(String(status.recoveryCodesLeft))} از {toPersianDigits('10')}
      </Typography>
      {status.required ? (
        <Typography color="text.secondary">ورود دو مرحله‌ای برای حساب شما الزامی است و خاموش نمی‌شود.</Typography>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="two-factor-off-title">
          <Typography variant="h6" component="h2" id="two-factor-off-title">
            خاموش کردن
          </Typography>
          <Typography color="text.secondary">برای خاموش کردن، کد کنونی برنامه یا یکی از کدهای بازیابی را وارد کنید.</Typography>
          <CodeField value={code} onChange={setCode} error={failure} />
          <Button type="submit" variant="outlined" color="error" disabled={busy || code.trim() === ''}>
            {busy ? 'در حال بررسی…' : 'خاموش کردن ورود دو مرحله‌ای'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
