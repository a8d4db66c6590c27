import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, TChecked> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'inputRef' | 'error'
> & {
  name: Path<T>;
  control: Control<T, unknown, TChecked>;
  /** The server's limit for the field (lib/field-limits): the input takes no more. */
  maxLength?: number;
};

/**
 * A TextField bound to a react-hook-form field. Its error, from the client's checks or a server's
 * 422 set with setError, takes the hint's place under it; the ref lets a failed submit focus it.
 */
export function FormTextField<T extends FieldValues, TChecked = T>({
  name,
  control,
  helperText,
  maxLength,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<T, TChecked>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...textFieldProps}
      slotProps={maxLength ? { ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), maxLength } } : slotProps}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
