import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useWatch } from 'react-hook-form';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import type { EditVersioning } from '@/lib/use-edit-conflict';
import { ADMIN_FIELD_NAMES, ADMIN_FIELDS, ADMIN_ROLE_LABELS, adminSchema, type AdminFormMode, type AdminFormValues } from '../admin-schema';

interface AdminFormProps {
  mode: AdminFormMode;
  /** The record is the signed-in admin's own: a new password then needs the current one. */
  own?: boolean;
  /** The signed-in admin is a superadmin: the form offers the role (the server refuses it from anyone else). */
  canGrantRoles?: boolean;
  defaultValues: AdminFormValues;
  /** Saves and moves on; a thrown error stays on the form with everything typed. */
  onSave: SaveHandler<AdminFormValues>;
  /** Editing: the loaded version, and how another admin's save meanwhile is shown. */
  edit?: EditVersioning<AdminFormValues>;
}

export function AdminForm({ mode, own = false, canGrantRoles = false, defaultValues, onSave, edit }: AdminFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: adminSchema(mode, own),
    defaultValues,
    onSave,
    fields: ADMIN_FIELDS,
    names: ADMIN_FIELD_NAMES,
    versioning: edit,
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const changingOwnPassword = own && password !== '';

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          name="name"
          maxLength={FIELD_LIMITS.personName}
          control={form.control}
          label="نام"
          required
          fullWidth
          autoComplete="given-name"
        />
        <FormTextField
          name="family"
          maxLength={FIELD_LIMITS.personName}
          control={form.control}
          label="نام خانوادگی"
          required
          fullWidth
          autoComplete="family-name"
        />
        <FormTextField
          name="email"
          maxLength={FIELD_LIMITS.email}
          control={form.control}
          label="ایمیل"
          type="email"
          required
          fullWidth
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          name="phone"
          control={form.control}
          label="شماره موبایل"
          type="tel"
          required
          fullWidth
          autoComplete="tel"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
        <FormTextField
          name="password"
          control={form.control}
          label="رمز عبور"
          type="password"
          required={mode === 'add'}
          fullWidth
          autoComplete="new-password"
          helperText={mode === 'edit' ? 'برای نگه داشتن رمز فعلی خالی بگذارید' : 'دست‌کم ۸ نویسه'}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {changingOwnPassword && (
          <FormTextField
            name="current_password"
            control={form.control}
            label="رمز عبور فعلی"
            type="password"
            required
            fullWidth
            autoComplete="current-password"
            helperText="برای تغییر رمز عبور خودتان لازم است"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        )}
        {canGrantRoles && (
          <FormTextField
            select
            name="role"
            control={form.control}
            id="admin-role"
            label="نقش"
            fullWidth
            helperText="مدیر ارشد مدیران، نقش‌ها، تنظیمات و توکن‌ها را هم مدیریت می‌کند"
          >
            {Object.entries(ADMIN_ROLE_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </Box>
      <FormAlert message={errors.root?.server?.message} />
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label={mode === 'add' ? 'افزودن مدیر' : 'ذخیره تغییرات'} />
      </Box>
    </Stack>
  );
}
