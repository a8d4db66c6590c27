import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-alert';
import { FormTextField } from '@/components/ui/form-text-field';
import { ImageField } from '@/components/ui/image-field';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { CATEGORY_FIELDS, categorySchema, type CategoryFormMode, type CategoryFormValues } from '../category-schema';

interface CategoryFormProps {
  mode: CategoryFormMode;
  initial: CategoryFormValues;
  /** The stored image, previewed until a replacement is chosen. */
  currentImageUrl?: string | null;
  onSave: (values: { title: string; image: File | null }) => Promise<void>;
}

export function CategoryForm({ mode, initial, currentImageUrl, onSave }: CategoryFormProps) {
  const form = useForm({ resolver: zodResolver(categorySchema(mode)), defaultValues: initial });
  const { failure } = useSaveFeedback();
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      failure(error, { setError: form.setError, fields: CATEGORY_FIELDS });
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} sx={{ maxWidth: 560 }}>
      <FormTextField name="title" control={form.control} label="عنوان" required fullWidth />
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageField
            name="image"
            label="تصویر"
            required={mode === 'add'}
            currentUrl={currentImageUrl}
            file={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormAlert message={errors.root?.server?.message} />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'در حال ذخیره…' : mode === 'add' ? 'افزودن دسته‌بندی' : 'ذخیره تغییرات'}
        </Button>
      </Box>
    </Stack>
  );
}
