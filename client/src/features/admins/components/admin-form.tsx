import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { ADMIN_FIELDS, adminSchema, type AdminFormMode, type AdminFormValues } from '../admin-schema';

interface AdminFormProps {
  mode: AdminFormMode;
  initial: AdminFormValues;
  /** Saves and moves on; a thrown error stays on the form with everything typed. */
  onSave: (values: AdminFormValues) => Promise<void>;
}

export function AdminForm({ mode, initial, onSave }: AdminFormProps) {
  const form = useForm({ resolver: zodResolver(adminSchema(mode)), defaultValues: initial });
  const { failure } = useSaveFeedback();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      failure(error, { setError: form.setError, fields: ADMIN_FIELDS });
    }
  });

  const field = (name: (typeof ADMIN_FIELDS)[number]) => {
    const { ref, ...rest } = form.register(name);
    return { ...rest, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message, fullWidth: true };
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label="نام" required autoComplete="given-name" {...field('name')} />
        <TextField label="نام خانوادگی" required autoComplete="family-name" {...field('family')} />
        <TextField label="ایمیل" type="email" required autoComplete="email" slotProps={{ htmlInput: { dir: 'ltr' } }} {...field('email')} />
        <TextField
          label="شماره موبایل"
          type="tel"
          required
          autoComplete="tel"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
          {...field('phone')}
        />
        <TextField
          label="رمز عبور"
          type="password"
          required={mode === 'add'}
          autoComplete="new-password"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
          {...field('password')}
          helperText={errors.password?.message ?? (mode === 'edit' ? 'برای نگه داشتن رمز فعلی خالی بگذارید' : 'دست‌کم ۸ نویسه')}
        />
      </Box>
      <FormAlert message={errors.root?.server?.message} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'در حال ذخیره…' : mode === 'add' ? 'افزودن مدیر' : 'ذخیره تغییرات'}
        </Button>
      </Box>
    </Stack>
  );
}
