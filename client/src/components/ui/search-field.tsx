import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { toLatinDigits } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

interface SearchFieldProps {
  /** The search as the URL holds it. */
  value: string;
  onSearch: (value: string) => void;
  label: string;
}

/** Searches once typing pauses for 500 ms (docs/ARCHITECTURE.md §9); Persian and Arabic digits become Latin ones. */
export function SearchField({ value, onSearch, label }: SearchFieldProps) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed, 500);
  const sent = useRef(value);

  // The URL changed from outside (back button, a link): show what it holds.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setTyped(value);
    }
  }, [value]);

  useEffect(() => {
    const query = toLatinDigits(settled.trim());
    if (query !== sent.current) {
      sent.current = query;
      onSearch(query);
    }
  }, [settled, onSearch]);

  return (
    <TextField
      type="search"
      name="search"
      size="small"
      label={label}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
