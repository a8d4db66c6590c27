import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export interface TextFieldProps extends Pick<
  OutlinedInputProps,
  | 'name'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onBlur'
  | 'autoFocus'
  | 'autoComplete'
  | 'multiline'
  | 'minRows'
  | 'rows'
  | 'maxRows'
  | 'type'
  | 'inputRef'
> {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  slotProps?: { htmlInput?: OutlinedInputProps['inputProps'] };
}

/**
 * MUI's outlined TextField, put together from its parts as TextField does (label, notched input,
 * helper text tied to the input), without the select mode TextField always brings: its menu,
 * popover and modal were 12 KB of gzip JavaScript on the public order page.
 */
export function TextField({ id, label, required, error, helperText, fullWidth, slotProps, ...input }: TextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl required={required} error={error} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        aria-describedby={helperId}
        inputProps={{ ...slotProps?.htmlInput, 'aria-describedby': helperId }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
