import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import { describeApiError } from '@/lib/api-error';
import { toPersianDigits } from '@/lib/format';
import { sortSchema } from '../feature-schema';
import { useSortFeature } from '../use-features';

interface FeatureSortBoxProps {
  id: number;
  title: string;
  sort: number;
}

/** One row's display position with its own confirm button (docs/ARCHITECTURE.md §2). */
export function FeatureSortBox({ id, title, sort: stored }: FeatureSortBoxProps) {
  const [value, setValue] = useState(() => toPersianDigits(stored));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const { sort, sorting } = useSortFeature();
  const { enqueueSnackbar } = useSnackbar();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sortSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    try {
      await sort(id, parsed.data);
      enqueueSnackbar('ترتیب ذخیره شد', { variant: 'success' });
    } catch (failure) {
      // docs/ARCHITECTURE.md §8: a 422 shows the first message about the position, under the box and as an alert.
      const problem = describeApiError(failure);
      const message = problem.fields.sort?.[0] ?? problem.message;
      if (problem.status === 422) setError(message);
      enqueueSnackbar(message, { variant: 'error' });
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 170 }}>
      <Stack direction="row" spacing={1}>
        <TextField
          name="sort"
          size="small"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          sx={{ width: 90 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              dir: 'ltr',
              'aria-label': `ترتیب نمایش ${title}`,
              'aria-describedby': error ? errorId : undefined,
            },
          }}
        />
        <Button type="submit" size="small" variant="outlined" disabled={sorting} sx={{ minWidth: 56 }} aria-label={`ثبت ترتیب ${title}`}>
          ثبت
        </Button>
      </Stack>
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
