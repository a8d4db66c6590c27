import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import { FEATURE_FIELDS, featureSchema, type CheckedFeature, type FeatureFormValues } from '../feature-schema';

interface FeatureFormProps {
  defaultValues: FeatureFormValues;
  submitLabel: string;
  onSave: SaveHandler<CheckedFeature>;
}

export function FeatureForm({ defaultValues, submitLabel, onSave }: FeatureFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({ schema: featureSchema, defaultValues, onSave, fields: FEATURE_FIELDS });
  const { errors } = form.formState;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 640 }}>
      <FormTextField name="title" maxLength={FIELD_LIMITS.title} control={form.control} label="عنوان" required fullWidth />
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
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label={submitLabel} />
      </Box>
    </Stack>
  );
}
