import TextField from '@mui/material/TextField';

/**
 * The second step's code: the app's six digits (Persian or Arabic digits are read as well), or a
 * recovery code. `one-time-code` lets a phone offer the code, a password manager fill it.
 */
export function CodeField({
  value,
  onChange,
  error,
  allowRecovery = true,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  allowRecovery?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      name="code"
      label="کد تأیید"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      required
      error={Boolean(error)}
      helperText={
        error ??
        (allowRecovery ? 'کد ۶ رقمی برنامه احراز هویت، یا یکی از کدهای بازیابی' : 'کد ۶ رقمی‌ای که برنامه احراز هویت اکنون نشان می‌دهد')
      }
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: allowRecovery ? 'text' : 'numeric', spellCheck: false, maxLength: 40 } }}
    />
  );
}
