import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller } from 'react-hook-form';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormImageField } from '@/components/ui/form-image-field';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { IdMultiSelect } from '@/components/ui/id-multi-select';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import type { EditVersioning } from '@/lib/use-edit-conflict';
import { WORK_SAMPLE_FIELDS, workSampleSchema, type WorkSampleFormValues } from '../work-sample-schema';

interface WorkSampleFormProps {
  mode: 'create' | 'edit';
  defaultValues: WorkSampleFormValues;
  currentImageUrl?: string;
  /** Every plan, for the multi-select. */
  plans: readonly { id: number; title: string }[];
  onSave: SaveHandler<WorkSampleFormValues>;
  /** Editing: the loaded version, and how another admin's save or delete meanwhile is shown. */
  edit?: EditVersioning<WorkSampleFormValues>;
}

/** Add and edit form of a work sample (docs/ARCHITECTURE.md §2, §5). A refused save keeps everything typed and chosen. */
export function WorkSampleForm({ mode, defaultValues, currentImageUrl, plans, onSave, edit }: WorkSampleFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: workSampleSchema(mode),
    defaultValues,
    onSave,
    fields: WORK_SAMPLE_FIELDS,
    versioning: edit,
  });
  const { control } = form;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField
          name="domainName"
          maxLength={FIELD_LIMITS.domain}
          control={control}
          label="آدرس سایت"
          required
          fullWidth
          helperText="مثل test.ir"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
        <FormTextField name="title" maxLength={FIELD_LIMITS.title} control={control} label="عنوان" required fullWidth />
      </Box>
      <FormTextField
        name="description"
        maxLength={FIELD_LIMITS.note}
        control={control}
        label="توضیحات (اختیاری)"
        fullWidth
        multiline
        minRows={3}
      />
      <IdMultiSelect
        name="planIds"
        control={control}
        label="پلن‌ها"
        options={plans}
        helperText="در صفحه نمونه کارها زیر این نمونه نمایش داده می‌شوند"
      />
      <FormImageField name="image" control={control} label="تصویر نمونه کار" required={mode === 'create'} currentUrl={currentImageUrl} />
      <Controller
        name="isActive"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label="فعال (در سایت نمایش داده شود)"
          />
        )}
      />
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label={mode === 'create' ? 'افزودن نمونه کار' : 'ذخیره تغییرات'} sx={{ minWidth: 160 }} />
      </Box>
    </Stack>
  );
}
