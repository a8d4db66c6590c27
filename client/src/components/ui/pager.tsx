import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@/lib/format';
import { pagerWindow, type PagerItem } from './pager-window';

interface PagerProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
}

/**
 * Shown only when there is another page to go to: a pager of one page offers nothing. A phone
 * gets fewer numbered pages (the first, the last and one either side of the current), so the
 * pager stays on one line. Both are rendered and CSS shows one, so the server's HTML is right
 * for either width and hydration changes nothing.
 */
export function Pager({ current, last, onChange }: PagerProps) {
  if (last <= 1) return null;
  return (
    <>
      <PagerRow items={pagerWindow(current, last, 1, 1)} current={current} last={last} onChange={onChange} narrow />
      <PagerRow items={pagerWindow(current, last)} current={current} last={last} onChange={onChange} />
    </>
  );
}

function PagerRow({ items, current, last, onChange, narrow = false }: PagerProps & { items: PagerItem[]; narrow?: boolean }) {
  return (
    <Stack
      component="nav"
      aria-label="صفحه‌بندی"
      direction="row"
      sx={{
        display: narrow ? { xs: 'flex', sm: 'none' } : { xs: 'none', sm: 'flex' },
        justifyContent: 'center',
        flexWrap: narrow ? 'nowrap' : 'wrap',
        gap: 0.5,
        my: 4,
      }}
    >
      <Button size="small" disabled={current <= 1} onClick={() => onChange(current - 1)} sx={{ flexShrink: 0 }}>
        قبلی
      </Button>
      {items.map((item, i) =>
        item === 'gap' ? (
          <Typography key={`gap-${i}`} aria-hidden sx={{ px: narrow ? 0.25 : 1, alignSelf: 'center' }}>
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
            sx={{ minWidth: narrow ? 32 : 40, px: narrow ? 0.5 : 1, flexShrink: 0 }}
          >
            {toPersianDigits(item)}
          </Button>
        ),
      )}
      <Button size="small" disabled={current >= last} onClick={() => onChange(current + 1)} sx={{ flexShrink: 0 }}>
        بعدی
      </Button>
    </Stack>
  );
}
