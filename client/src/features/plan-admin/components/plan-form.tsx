import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import { PLAN_FIELDS, planSchema, type PlanFormValues } from '../plan-schema';

const BY_AGREEMENT_HINT = 'خالی بگذارید تا «توافقی» نمایش داده شود';

interface PlanFormProps {
  defaultValues: PlanFormValues;
  submitLabel: string;
  onSave: SaveHandler<PlanFormValues>;
}

export function PlanForm({ defaultValues, submitLabel, onSave }: PlanFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({ schema: planSchema, defaultValues, onSave, fields: PLAN_FIELDS });
  const { errors } = form.formState;

  const figure = { htmlInput: { inputMode: 'numeric' as const, dir: 'ltr' } };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <FormTextField name="title" maxLength={FIELD_LIMITS.title} control={form.control} label="عنوان" required fullWidth />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <FormTextField
          name="listPrice"
          control={form.control}
          label="قیمت اصلی سالانه (تومان)"
          fullWidth
          slotProps={figure}
          helperText={BY_AGREEMENT_HINT}
        />
        <FormTextField
          name="price"
          control={form.control}
          label="قیمت با تخفیف (تومان)"
          fullWidth
          slotProps={figure}
          helperText={BY_AGREEMENT_HINT}
        />
        <FormTextField
          name="hostingSpaceGb"
          control={form.control}
          label="فضای میزبانی (گیگابایت)"
          fullWidth
          slotProps={figure}
          helperText={BY_AGREEMENT_HINT}
        />
      </Box>
      <FormAlert message={errors.root?.server?.message} />
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label={submitLabel} />
      </Box>
    </Stack>
  );
}
