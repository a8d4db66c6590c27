import Stack from '@mui/material/Stack';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import { CUSTOMER_FIELDS, customerSchema, type CheckedCustomer, type CustomerFormValues } from '../customer-schema';

interface CustomerFormProps {
  defaultValues: CustomerFormValues;
  submitLabel: string;
  onSave: SaveHandler<CheckedCustomer>;
}

/** Add and edit form of a customer (docs/ARCHITECTURE.md §2). */
export function CustomerForm({ defaultValues, submitLabel, onSave }: CustomerFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({ schema: customerSchema, defaultValues, onSave, fields: CUSTOMER_FIELDS });
  const { control, formState } = form;
  const { errors } = formState;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="name"
          maxLength={FIELD_LIMITS.personName}
          control={control}
          id="customer-name"
          label="نام"
          required
          fullWidth
          autoComplete="off"
        />
        <FormTextField
          name="family"
          maxLength={FIELD_LIMITS.personName}
          control={control}
          id="customer-family"
          label="نام خانوادگی"
          required
          fullWidth
          autoComplete="off"
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="email"
          maxLength={FIELD_LIMITS.email}
          control={control}
          id="customer-email"
          label="ایمیل"
          type="email"
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          name="phone"
          control={control}
          id="customer-phone"
          label="شماره تلفن"
          required
          fullWidth
          autoComplete="off"
          helperText="مثل ۰۹۱۲۳۴۵۶۷۸۹ یا تلفن ثابت با کد شهر"
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
        />
      </Stack>
      <FormTextField
        name="description"
        maxLength={FIELD_LIMITS.note}
        control={control}
        id="customer-description"
        label="یادداشت کارشناس"
        multiline
        minRows={4}
        fullWidth
        helperText="اختیاری"
      />
      <FormAlert message={errors.root?.server?.message} />
      {leaveGuard}
      <Stack direction="row">
        <FormSubmitButton saving={saving} label={submitLabel} />
      </Stack>
    </Stack>
  );
}
