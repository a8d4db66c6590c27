import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { toLatinDigits } from '@/lib/format';
import { LOGIN_FAILED, LOGIN_FAILED_LEGACY, useLogin } from '../use-login';

/** docs/ARCHITECTURE.md §5: the login has no client checks; the server answers for everything. */
export function LoginForm({ onSuccess, initialLogin = '' }: { onSuccess: () => void; initialLogin?: string }) {
  const { login, loading } = useLogin();
  const [values, setValues] = useState({ login: initialLogin, password: '' });
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const result = await login({ login: toLatinDigits(values.login.trim()), password: values.password });
    if (result.ok) onSuccess();
    else setFailure(result.message);
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
