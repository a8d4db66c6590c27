import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { normaliseMobile, toPersianDigits } from '@/lib/format';
import { useHydrated } from '@/lib/use-hydrated';
import { DESCRIPTION_MAX, DESCRIPTION_TOO_LONG, MOBILE_HINT } from '@/lib/order-rules';
import { useCreateOrder } from '../use-create-order';

/** The request form: the home page's contact section and the header's modal both use it. */
export function OrderForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { send, sending } = useCreateOrder();
  const [values, setValues] = useState({ full_name: '', phone_number: '', description: '' });
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const id = useId();
  const ready = useHydrated();

  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    if (name === 'phone_number') setPhoneError(null);
    // The message was about the old text: once it changes, the counter (or hint) takes its place.
    setFieldErrors((errors) => (errors[name] ? { ...errors, [name]: '' } : errors));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const phoneNumber = normaliseMobile(values.phone_number);
    if (!phoneNumber) {
      setPhoneError(MOBILE_HINT);
      return;
    }
    if (values.description.trim().length > DESCRIPTION_MAX) {
      setFieldErrors({ description: DESCRIPTION_TOO_LONG });
      return;
    }
    const outcome = await send({
      fullName: values.full_name.trim(),
      phoneNumber,
      description: values.description.trim() || null,
    });
    setResult(outcome);
    if (outcome.ok) {
      setValues({ full_name: '', phone_number: '', description: '' });
      setFieldErrors({});
    } else {
      setFieldErrors({
        full_name: outcome.fields.fullName?.[0] ?? '',
        phone_number: outcome.fields.phoneNumber?.[0] ?? '',
        description: outcome.fields.description?.[0] ?? '',
      });
    }
  }

  // A refusal that names fields is shown under them, once; the alert is for the rest.
  const namedFields = Object.values(fieldErrors).some(Boolean);
  const descriptionLength = values.description.trim().length;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-describedby={`${id}-note`}>
      <TextField
        // Until the form's code runs, typing would be lost (and a native submit would put the fields in the URL).
        slotProps={{ htmlInput: { readOnly: !ready } }}
        id={`${id}-name`}
        name="full_name"
        label="نام و نام خانوادگی"
        value={values.full_name}
        onChange={change('full_name')}
        required
        autoFocus={autoFocus}
        autoComplete="name"
        error={Boolean(fieldErrors.full_name)}
        helperText={fieldErrors.full_name || undefined}
      />
      <TextField
        id={`${id}-phone`}
        name="phone_number"
        label="شماره موبایل"
        value={values.phone_number}
        onChange={change('phone_number')}
        required
        autoComplete="tel"
        error={Boolean(phoneError || fieldErrors.phone_number)}
        helperText={phoneError || fieldErrors.phone_number || 'مثل ۰۹۱۲۳۴۵۶۷۸۹'}
        slotProps={{ htmlInput: { readOnly: !ready, inputMode: 'tel', dir: 'ltr', style: { textAlign: 'right' } } }}
      />
      <TextField
        id={`${id}-description`}
        name="description"
        label="توضیحات (اختیاری)"
        value={values.description}
        onChange={change('description')}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { readOnly: !ready } }}
        error={Boolean(fieldErrors.description) || descriptionLength > DESCRIPTION_MAX}
        helperText={fieldErrors.description || `${toPersianDigits(descriptionLength)} / ${toPersianDigits(DESCRIPTION_MAX)} نویسه`}
      />
      <Typography id={`${id}-note`} variant="body2" color="text.secondary">
        پس از ثبت درخواست، مشاوران ما به‌زودی با شما تماس می‌گیرند.
      </Typography>
      {result && (result.ok || !namedFields) && (
        <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={sending || !ready}>
        {sending ? 'در حال ثبت…' : 'ثبت درخواست'}
      </Button>
    </Stack>
  );
}
