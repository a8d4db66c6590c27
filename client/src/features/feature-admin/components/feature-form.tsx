import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-text-field';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { FEATURE_FIELDS, featureSchema, type FeatureFormValues } from '../feature-schema';

interface FeatureFormProps {
  initial: FeatureFormValues;
  submitLabel: string;
  onSave: (values: FeatureFormValues) => Promise<void>;
}

export function FeatureForm({ initial, submitLabel, onSave }: FeatureFormProps) {
  const form = useForm({ resolver: zodResolver(featureSchema), defaultValues: initial });
  const { failure } = useSaveFeedback();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      failure(error, { setError: form.setError, fields: FEATURE_FIELDS });
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 640 }}>
      <FormTextField name="title" control={form.control} label="عنوان" required fullWidth />
      <Box>
        <Controller
          control={form.control}
          name="isHeading"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox name="isHeading" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label="سرفصل جدول مقایسه"
            />
          )}
        />
        <FormHelperText error={Boolean(errors.isHeading)}>
          {errors.isHeading?.message ?? 'سرفصل‌ها در جدول مقایسه عنوان یک بخش‌اند و تیک یا ضربدر ندارند.'}
        </FormHelperText>
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
