import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ImageField } from './image-field';

interface FormImageFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  /** The stored image, previewed until a replacement is chosen. */
  currentUrl?: string | null;
}

/** An image input bound to its form, as FormTextField binds a text input: value, change and error. */
export function FormImageField<T extends FieldValues>({ name, control, label, required, currentUrl }: FormImageFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <ImageField
      name={name}
      label={label}
      required={required}
      currentUrl={currentUrl}
      file={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
