import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

interface IdMultiSelectProps {
  name: string;
  label: string;
  options: readonly { id: number; title: string }[];
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  helperText?: string;
}

/** Several records chosen by title, shown as chips; the value is their ids. */
export function IdMultiSelect({ name, label, options, value, onChange, onBlur, inputRef, error, helperText }: IdMultiSelectProps) {
  const titleOf = (id: number) => options.find((option) => option.id === id)?.title ?? String(id);
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={value}
      onBlur={onBlur}
      inputRef={inputRef}
      onChange={(event) => {
        const chosen = event.target.value as unknown as number[] | string;
        onChange(typeof chosen === 'string' ? chosen.split(',').map(Number) : chosen);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
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
