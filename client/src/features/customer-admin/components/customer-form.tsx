import Stack from '@mui/material/Stack';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import type { EditVersioning } from '@/lib/use-edit-conflict';
import { CUSTOMER_FIELDS, customerSchema, type CheckedCustomer, type CustomerFormValues } from '../customer-schema';
import { DuplicateEmailNote } from './duplicate-email-note';

interface CustomerFormProps {
  /** The customer being edited: not counted as another holder of its own e-mail. */
  customerId?: number;
  defaultValues: CustomerFormValues;
  submitLabel: string;
  onSave: SaveHandler<CheckedCustomer>;
  /** Editing: the stored customer's version, how a conflict reads, and its restore should another admin delete it meanwhile. */
  edit?: EditVersioning<CustomerFormValues>;
}

/** Add and edit form of a customer (docs/ARCHITECTURE.md §2). */
export function CustomerForm({ customerId, defaultValues, submitLabel, onSave, edit }: CustomerFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: customerSchema,
    defaultValues,
    onSave,
    fields: CUSTOMER_FIELDS,
    versioning: edit,
  });
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
      <DuplicateEmailNote control={control} ownId={customerId} />
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
