import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FIELD_LIMITS } from '@site-builder/rules';
import { FormAlert } from '@/components/ui/form-alert';
import { FormSubmitButton } from '@/components/ui/form-submit-button';
import { FormTextField } from '@/components/ui/form-text-field';
import { FormImageField } from '@/components/ui/form-image-field';
import { useAdminForm, type SaveHandler } from '@/lib/use-admin-form';
import { CATEGORY_FIELDS, categorySchema, type CategoryFormMode, type CategoryFormValues } from '../category-schema';

interface CategoryFormProps {
  mode: CategoryFormMode;
  defaultValues: CategoryFormValues;
  /** The stored image, previewed until a replacement is chosen. */
  currentImageUrl?: string | null;
  onSave: SaveHandler<{ title: string; image: File | null }>;
}

export function CategoryForm({ mode, defaultValues, currentImageUrl, onSave }: CategoryFormProps) {
  const { form, submit, saving, leaveGuard } = useAdminForm({
    schema: categorySchema(mode),
    defaultValues,
    onSave,
    fields: CATEGORY_FIELDS,
  });
  const { errors } = form.formState;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 560 }}>
      <FormTextField name="title" maxLength={FIELD_LIMITS.title} control={form.control} label="عنوان" required fullWidth />
      <FormImageField name="image" control={form.control} label="تصویر" required={mode === 'add'} currentUrl={currentImageUrl} />
      <FormAlert message={errors.root?.server?.message} />
      {leaveGuard}
      <Box>
        <FormSubmitButton saving={saving} label={mode === 'add' ? 'افزودن دسته‌بندی' : 'ذخیره تغییرات'} />
      </Box>
    </Stack>
  );
}
