import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormImageField } from '@/components/ui/form-image-field';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { IdMultiSelect } from '@/components/ui/id-multi-select';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import type { EditVersioning } from '@/lib/use-edit-conflict';
import { THEME_FIELDS, themeSchema, type ThemeFormValues } from '../theme-schema';
import type { ThemeFormOptions } from '../use-theme-form-data';

interface ThemeFormProps {
  mode: 'create' | 'edit';
  defaultValues: ThemeFormValues;
  current?: { imageUrl: string; mobileImageUrl?: string | null };
  options: ThemeFormOptions;
  onSave: SaveHandler<ThemeFormValues>;
  /** Editing: the loaded version and how a conflict is shown (docs/ARCHITECTURE.md, "Edit versions"). */
  edit?: EditVersioning<ThemeFormValues>;
}

/** Add and edit form of a theme (docs/ARCHITECTURE.md §2, §5). A refused save keeps everything, chosen files too. */
export function ThemeForm({ mode, defaultValues, current, options, onSave, edit }: ThemeFormProps) {
  const creating = mode === 'create';
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: themeSchema(mode),
    defaultValues,
    onSave,
    fields: THEME_FIELDS,
    versioning: edit,
  });
  const { control } = form;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField name="title" maxLength={FIELD_LIMITS.title} control={control} label="عنوان قالب" required fullWidth />
        <FormTextField
          name="link"
          maxLength={FIELD_LIMITS.link}
          control={control}
          label="لینک دمو"
          required
          fullWidth
          helperText="نشانی کامل با https، یا مسیری از همین سایت"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url', autoComplete: 'url' } }}
        />
      </Box>
      <FormTextField name="shortDescription" maxLength={FIELD_LIMITS.link} control={control} label="توضیح کوتاه" fullWidth />
      <FormTextField
        name="fullDescription"
        maxLength={FIELD_LIMITS.longText}
        control={control}
        label="توضیحات کامل (اختیاری)"
        fullWidth
        multiline
        minRows={4}
      />
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
        <FormImageField name="image" control={control} label="تصویر قالب" required={creating} currentUrl={current?.imageUrl} />
        <FormImageField name="mobileImage" control={control} label="تصویر نسخه موبایل (اختیاری)" currentUrl={current?.mobileImageUrl} />
      </Box>
      <FormAlert message={form.formState.errors.root?.server?.message} />
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label={creating ? 'افزودن قالب' : 'ذخیره تغییرات'} sx={{ minWidth: 160 }} />
      </Box>
    </Stack>
  );
}
