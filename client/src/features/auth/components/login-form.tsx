import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { toLatinDigits } from '@/lib/format';
import { LOGIN_FAILED, LOGIN_FAILED_LEGACY, useBeginLoginSetup, useLogin, useVerifyLogin, type SecondStep } from '../use-login';
import { CodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup, type TwoFactorSetupData } from './two-factor-setup';

type Step =
  | { kind: 'password' }
  | { kind: 'verify'; challenge: string }
  | { kind: 'setup'; challenge: string; setup: TwoFactorSetupData | null }
  | { kind: 'recovery-codes'; codes: string[] };

/**
 * docs/ARCHITECTURE.md §5: the login has no client checks; the server answers for everything. With
 * two-factor sign-in (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts") the right password leads to the
 * code, or, where ADMIN_2FA requires it and the admin has none yet, to setting it up; the session starts only after
 * that.
 */
export function LoginForm({ onSuccess, initialLogin = '' }: { onSuccess: () => void; initialLogin?: string }) {
  const { login, loading } = useLogin();
  const [values, setValues] = useState({ login: initialLogin, password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'password' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const result = await login({ login: toLatinDigits(values.login.trim()), password: values.password });
    if (result.ok) onSuccess();
    else if (result.secondStep) setStep(toStep(result.secondStep));
    else setFailure(result.message);
  }

  const restart = (message: string) => {
    setValues((v) => ({ ...v, password: '' }));
    setStep({ kind: 'password' });
    setFailure(message);
  };

  if (step.kind === 'verify') return <CodeStep challenge={step.challenge} onSuccess={onSuccess} onRestart={restart} />;
  if (step.kind === 'setup') {
    return (
      <SetupStep
        challenge={step.challenge}
        onRestart={restart}
        onDone={(codes) => (codes.length > 0 ? setStep({ kind: 'recovery-codes', codes }) : onSuccess())}
      />
    );
  }
  if (step.kind === 'recovery-codes') {
    return (
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          ورود دو مرحله‌ای روشن شد
        </Typography>
        <RecoveryCodes codes={step.codes} />
        <Button variant="contained" size="large" onClick={onSuccess}>
          کدها را برداشتم؛ ادامه
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <TextField
        name="login"
        label="ایمیل یا شماره موبایل"
        value={values.login}
        onChange={(e) => setValues((v) => ({ ...v, login: e.target.value }))}
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        name="password"
        type="password"
        label="رمز عبور"
        value={values.password}
        onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        autoComplete="current-password"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
          {failure === LOGIN_FAILED && (
            <Box component="span" lang="en" dir="ltr" sx={{ display: 'block', fontSize: '0.8rem', opacity: 0.8 }}>
              {LOGIN_FAILED_LEGACY}
            </Box>
          )}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={loading}>
        {loading ? 'در حال ورود…' : 'ورود'}
      </Button>
    </Stack>
  );
}

function toStep(secondStep: SecondStep): Step {
  return secondStep.kind === 'verify'
    ? { kind: 'verify', challenge: secondStep.challenge }
    : { kind: 'setup', challenge: secondStep.challenge, setup: null };
}

/** The code of the admin's app, or a recovery code, for the challenge the password earned. */
function CodeStep({ challenge, onSuccess, onRestart }: { challenge: string; onSuccess: () => void; onRestart: (message: string) => void }) {
  const { verify, loading } = useVerifyLogin();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const result = await verify(challenge, code);
    if (result.ok) onSuccess();
    else if (result.restart) onRestart(result.message);
    else setFailure(result.message);
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-labelledby="two-factor-step-title">
      <Typography variant="h6" component="h2" id="two-factor-step-title">
        کد تأیید دو مرحله‌ای
      </Typography>
      <Typography color="text.secondary">
        کد ۶ رقمی برنامه احراز هویت گوشی خود را وارد کنید. اگر گوشی در دسترس نیست، یکی از کدهای بازیابی را بنویسید.
      </Typography>
      <CodeField value={code} onChange={setCode} autoFocus />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={loading || code.trim() === ''}>
        {loading ? 'در حال بررسی…' : 'تأیید و ورود'}
      </Button>
      <Button color="inherit" onClick={() => onRestart('')}>
        بازگشت به ورود با رمز عبور
      </Button>
    </Stack>
  );
}

/** Where ADMIN_2FA requires two-factor sign-in the admin has not set up: set it up now, then in. */
function SetupStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: string;
  onDone: (recoveryCodes: string[]) => void;
  onRestart: (message: string) => void;
}) {
  const begin = useBeginLoginSetup();
  const { verify } = useVerifyLogin();
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      setSetup(await begin(challenge));
    } catch {
      onRestart('مهلت این ورود تمام شده است؛ دوباره وارد شوید');
    } finally {
      setStarting(false);
    }
  }

  return (
    <Stack spacing={2.5}>
      <Typography variant="h6" component="h2">
        راه‌اندازی ورود دو مرحله‌ای
      </Typography>
      <Alert severity="info">
        ورود دو مرحله‌ای برای حساب شما الزامی است. پیش از ورود به پنل، آن را با برنامه احراز هویت گوشی خود راه‌اندازی کنید.
      </Alert>
      {setup ? (
        <TwoFactorSetup
          setup={setup}
          confirmLabel="تأیید و ورود"
          onConfirm={async (code) => {
            const result = await verify(challenge, code);
            if (result.ok) {
              onDone(result.recoveryCodes ?? []);
              return null;
            }
            if (result.restart) onRestart(result.message);
            return result.message;
          }}
        />
      ) : (
        <Button variant="contained" size="large" onClick={start} disabled={starting}>
          {starting ? 'در حال آماده‌سازی…' : 'شروع راه‌اندازی'}
        </Button>
      )}
      <Button color="inherit" onClick={() => onRestart('')}>
        بازگشت به ورود با رمز عبور
      </Button>
    </Stack>
  );
}
