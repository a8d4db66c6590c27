import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-text-field';
import { IdMultiSelect } from '@/components/ui/id-multi-select';
import { ImageField } from '@/components/ui/image-field';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { THEME_FIELDS, themeSchema, type ThemeFormValues } from '../theme-schema';
import type { ThemeFormOptions } from '../use-theme-form-data';
import { useSaveTheme } from '../use-save-theme';

interface ThemeFormProps {
  /** The theme being edited; null adds a new one. */
  id: number | null;
  defaultValues: ThemeFormValues;
  current?: { imageUrl: string; mobileImageUrl?: string | null };
  options: ThemeFormOptions;
  onSaved: () => void;
}

/** Add and edit form of a theme (spec §2, §5). A refused save keeps everything, chosen files too. */
export function ThemeForm({ id, defaultValues, current, options, onSaved }: ThemeFormProps) {
  const creating = id === null;
  const form = useForm<ThemeFormValues>({ resolver: zodResolver(themeSchema(creating ? 'create' : 'edit')), defaultValues });
  const { control, handleSubmit, formState } = form;
  const { errors } = formState;
  const { save, saving } = useSaveTheme(id);
  const { success, failure } = useSaveFeedback();

  const submit = handleSubmit(async (values) => {
    try {
      await save(values);
      success(creating ? 'قالب افزوده شد' : 'قالب ویرایش شد');
      onSaved();
    } catch (error) {
      failure(error, { setError: form.setError, fields: THEME_FIELDS });
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField name="title" control={control} label="عنوان قالب" required fullWidth />
        <FormTextField
          name="link"
          control={control}
          label="لینک دمو"
          required
          fullWidth
          helperText="آدرس باید با https شروع شود"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', autoComplete: 'url' } }}
        />
      </Box>
      <FormTextField name="shortDescription" control={control} label="توضیح کوتاه" fullWidth />
      <FormTextField name="fullDescription" control={control} label="توضیحات کامل (اختیاری)" fullWidth multiline minRows={4} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <IdMultiSelect
          name="planIds"
          control={control}
          label="پلن‌ها"
          options={options.plans}
          helperText="پلن‌هایی که این قالب در آن‌ها عرضه می‌شود"
        />
        <IdMultiSelect name="categoryIds" control={control} label="دسته‌بندی‌ها" options={options.categories} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <Controller
          name="image"
          control={control}
          render={({ field }) => (
            <ImageField
              name="image"
              label="تصویر قالب"
              required={creating}
              currentUrl={current?.imageUrl}
              file={field.value}
              onChange={field.onChange}
              error={errors.image?.message}
            />
          )}
        />
        <Controller
          name="mobileImage"
          control={control}
          render={({ field }) => (
            <ImageField
              name="mobileImage"
              label="تصویر نسخه موبایل (اختیاری)"
              currentUrl={current?.mobileImageUrl}
              file={field.value}
              onChange={field.onChange}
              error={errors.mobileImage?.message}
            />
          )}
        />
      </Box>
      <FormAlert message={errors.root?.server?.message} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ minWidth: 160 }}>
          {saving ? 'در حال ذخیره…' : creating ? 'افزودن قالب' : 'ذخیره تغییرات'}
        </Button>
      </Box>
    </Stack>
  );
}
