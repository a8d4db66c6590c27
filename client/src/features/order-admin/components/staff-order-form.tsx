import Stack from '@mui/material/Stack';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import { EMPTY_STAFF_ORDER, STAFF_ORDER_FIELDS, staffOrderSchema, type CheckedStaffOrder } from '../staff-order-schema';

/** A request taken by phone: who called, their mobile and what they want. */
export function StaffOrderForm({ onSave }: { onSave: SaveHandler<CheckedStaffOrder> }) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: staffOrderSchema,
    defaultValues: EMPTY_STAFF_ORDER,
    onSave,
    fields: STAFF_ORDER_FIELDS,
  });
  const { control, formState } = form;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} sx={{ maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          name="fullName"
          maxLength={FIELD_LIMITS.fullName}
          control={control}
          id="order-full-name"
          label="نام و نام خانوادگی"
          required
          fullWidth
          autoComplete="off"
        />
        <FormTextField
          name="phoneNumber"
          control={control}
          id="order-phone"
          label="شماره موبایل"
          required
          fullWidth
          autoComplete="off"
          helperText="مثل ۰۹۱۲۳۴۵۶۷۸۹"
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', style: { textAlign: 'right' } } }}
        />
      </Stack>
      <FormTextField
        name="description"
        maxLength={FIELD_LIMITS.requestNote}
        control={control}
        id="order-description"
        label="توضیحات"
        multiline
        minRows={4}
        fullWidth
        helperText="اختیاری: آنچه مشتری در تماس خواست"
      />
      <FormAlert message={formState.errors.root?.server?.message} />
      {leaveGuard}
      <Stack direction="row">
        <FormSubmitButton saving={saving} label="ثبت درخواست" />
      </Stack>
    </Stack>
  );
}
