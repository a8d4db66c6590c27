import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '@/lib/api-error';
import { parseWholeNumber, toPersianDigits } from '@/lib/format';
import { useSortTheme } from '../use-sort-theme';

const SAVED = 'ترتیب قالب ذخیره شد';
/** GraphQL Int is 32-bit; anything larger would be refused with an English coercion error. */
const MAX_INT = 2_147_483_647;

/**
 * The display position of one theme with its own confirm button (docs/ARCHITECTURE.md §2). Persian digits are
 * accepted; the server's range rule (422) shows under the input and in a snackbar.
 */
export function ThemeSortField({ theme }: { theme: { id: number; title: string; sort: number } }) {
  const sortTheme = useSortTheme();
  const { enqueueSnackbar } = useSnackbar();
  const [value, setValue] = useState(toPersianDigits(theme.sort));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const sort = parseWholeNumber(value);
    if (sort === null) return setError('ترتیب را وارد کنید');
    if (Number.isNaN(sort) || Math.abs(sort) > MAX_INT) return setError('ترتیب باید عدد صحیح باشد');
    setError(null);
    setSaving(true);
    try {
      await sortTheme(theme.id, sort);
      enqueueSnackbar(SAVED, { variant: 'success' });
    } catch (failure) {
      const problem = describeApiError(failure);
      const message = problem.fields.sort?.[0] ?? Object.values(problem.fields)[0]?.[0] ?? problem.message;
      setError(message);
      enqueueSnackbar(message, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        name="sort"
        label="ترتیب"
        size="small"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `ترتیب نمایش ${theme.title}` } }}
        sx={{ width: 104, flexShrink: 0, '& .MuiFormHelperText-root': { mx: 0 } }}
      />
      <Button type="submit" variant="outlined" disabled={saving} aria-label={`ثبت ترتیب ${theme.title}`} sx={{ minHeight: 40 }}>
        ثبت
      </Button>
    </Box>
  );
}
