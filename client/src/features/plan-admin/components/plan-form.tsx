import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { PLAN_FIELDS, planSchema, type PlanFormValues } from '../plan-schema';

const BY_AGREEMENT_HINT = 'خالی بگذارید تا «توافقی» نمایش داده شود';

interface PlanFormProps {
  initial: PlanFormValues;
  submitLabel: string;
  onSave: (values: PlanFormValues) => Promise<void>;
}

export function PlanForm({ initial, submitLabel, onSave }: PlanFormProps) {
  const form = useForm({ resolver: zodResolver(planSchema), defaultValues: initial });
  const { failure } = useSaveFeedback();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      failure(error, { setError: form.setError, fields: PLAN_FIELDS });
    }
  });

  const figure = { htmlInput: { inputMode: 'numeric' as const, dir: 'ltr' } };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <FormTextField name="title" control={form.control} label="عنوان" required fullWidth />
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
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'در حال ذخیره…' : submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
