import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-text-field';
import { IdMultiSelect } from '@/components/ui/id-multi-select';
import { ImageField } from '@/components/ui/image-field';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useSaveWorkSample } from '../use-save-work-sample';
import { EMPTY_WORK_SAMPLE, WORK_SAMPLE_FIELDS, workSampleSchema, type WorkSampleFormValues } from '../work-sample-schema';

interface WorkSampleFormProps {
  /** The sample being edited; null adds a new one. */
  id: number | null;
  defaultValues: WorkSampleFormValues;
  currentImageUrl?: string;
  /** Every plan, for the multi-select. */
  plans: readonly { id: number; title: string }[];
  /** Called after a successful edit (an add clears the form instead, spec §8). */
  onSaved?: () => void;
}

/** Add and edit form of a work sample (spec §2, §5). A refused save keeps everything typed and chosen. */
export function WorkSampleForm({ id, defaultValues, currentImageUrl, plans, onSaved }: WorkSampleFormProps) {
  const creating = id === null;
  const form = useForm<WorkSampleFormValues>({ resolver: zodResolver(workSampleSchema(creating ? 'create' : 'edit')), defaultValues });
  const { control, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  const { save, saving } = useSaveWorkSample(id);
  const { success, failure } = useSaveFeedback();

  const submit = handleSubmit(async (values) => {
    try {
      await save(values);
      if (creating) {
        success('نمونه کار افزوده شد');
        reset(EMPTY_WORK_SAMPLE);
      } else {
        success('نمونه کار ویرایش شد');
        onSaved?.();
      }
    } catch (error) {
      failure(error, { setError: form.setError, fields: WORK_SAMPLE_FIELDS });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField
          name="domainName"
          control={control}
          label="آدرس سایت"
          required
          fullWidth
          helperText="مثل test.ir"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
        />
        <FormTextField name="title" control={control} label="عنوان" required fullWidth />
      </Box>
      <FormTextField name="description" control={control} label="توضیحات (اختیاری)" fullWidth multiline minRows={3} />
      <IdMultiSelect
        name="planIds"
        control={control}
        label="پلن‌ها"
        options={plans}
        helperText="در صفحه نمونه کارها زیر این نمونه نمایش داده می‌شوند"
      />
      <Controller
        name="image"
        control={control}
        render={({ field }) => (
          <ImageField
            name="image"
            label="تصویر نمونه کار"
            required={creating}
            currentUrl={currentImageUrl}
            file={field.value}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
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
      <FormAlert message={errors.root?.server?.message} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ minWidth: 160 }}>
          {saving ? 'در حال ذخیره…' : creating ? 'افزودن نمونه کار' : 'ذخیره تغییرات'}
        </Button>
      </Box>
    </Stack>
  );
}
