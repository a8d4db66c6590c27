import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@/lib/format';
import { pagerWindow } from './pager-window';

interface PagerProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
}

/** Shown whenever there is a page at all (last page above 0), as the spec asks. */
export function Pager({ current, last, onChange }: PagerProps) {
  if (last < 1) return null;
  return (
    <Stack
      component="nav"
      aria-label="صفحه‌بندی"
      direction="row"
      spacing={0.5}
      sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 0.5, my: 4 }}
    >
      <Button size="small" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        قبلی
      </Button>
      {pagerWindow(current, last).map((item, i) =>
        item === 'gap' ? (
          <Typography key={`gap-${i}`} aria-hidden sx={{ px: 1, alignSelf: 'center' }}>
            …
          </Typography>
        ) : (
          <Button
            key={item}
            size="small"
            variant={item === current ? 'contained' : 'text'}
            aria-current={item === current ? 'page' : undefined}
            aria-label={`صفحه ${toPersianDigits(item)}`}
            onClick={() => onChange(item)}
            sx={{ minWidth: 40 }}
          >
            {toPersianDigits(item)}
          </Button>
        ),
      )}
      <Button size="small" disabled={current >= last} onClick={() => onChange(current + 1)}>
        بعدی
      </Button>
    </Stack>
  );
}
