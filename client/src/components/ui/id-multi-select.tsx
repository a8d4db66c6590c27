import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface IdMultiSelectProps<T extends FieldValues, TChecked> {
  name: Path<T>;
  control: Control<T, unknown, TChecked>;
  label: string;
  options: readonly { id: number; title: string }[];
  helperText?: string;
}

/** Several records chosen by title, shown as chips; the form field holds their ids. */
export function IdMultiSelect<T extends FieldValues, TChecked = T>({
  name,
  control,
  label,
  options,
  helperText,
}: IdMultiSelectProps<T, TChecked>) {
  const { field, fieldState } = useController({ name, control });
  const value = field.value as number[];
  const titleOf = (id: number) => options.find((option) => option.id === id)?.title ?? String(id);
  return (
    <TextField
      select
      fullWidth
      name={field.name}
      label={label}
      value={value}
      onBlur={field.onBlur}
      inputRef={field.ref}
      onChange={(event) => {
        const chosen = event.target.value as unknown as number[] | string;
        field.onChange(typeof chosen === 'string' ? chosen.split(',').map(Number) : chosen);
      }}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as number[]).map((id) => (
                <Chip key={id} label={titleOf(id)} size="small" />
              ))}
            </Stack>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          <Checkbox checked={value.includes(option.id)} size="small" sx={{ p: 0.5, me: 1 }} tabIndex={-1} />
          <ListItemText primary={option.title} />
        </MenuItem>
      ))}
    </TextField>
  );
}
