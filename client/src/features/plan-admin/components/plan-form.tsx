import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
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

  const field = (name: (typeof PLAN_FIELDS)[number], hint?: string) => {
    const { ref, ...rest } = form.register(name);
    return { ...rest, inputRef: ref, fullWidth: true, error: Boolean(errors[name]), helperText: errors[name]?.message ?? hint };
  };
  const figure = { htmlInput: { inputMode: 'numeric' as const, dir: 'ltr' } };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit}>
      <TextField label="عنوان" required {...field('title')} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <TextField label="قیمت اصلی سالانه (تومان)" slotProps={figure} {...field('listPrice', BY_AGREEMENT_HINT)} />
        <TextField label="قیمت با تخفیف (تومان)" slotProps={figure} {...field('price', BY_AGREEMENT_HINT)} />
        <TextField label="فضای میزبانی (گیگابایت)" slotProps={figure} {...field('hostingSpaceGb', BY_AGREEMENT_HINT)} />
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
