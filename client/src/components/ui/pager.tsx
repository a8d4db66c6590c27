import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { toPersianDigits } from '@/lib/format';
import { isPlainClick } from '@/lib/section-scroll';
import { pagerWindow, type PagerItem } from './pager-window';

interface PagerProps {
  current: number;
  last: number;
  onChange: (page: number) => void;
  /**
   * The address of each page (`?page=2`): the pages become links that work before and without the
   * page's code, a plain click still calls onChange.
   */
  hrefFor?: (page: number) => string;
}

/**
 * Shown only when there is another page to go to: a pager of one page offers nothing. A phone
 * gets fewer numbered pages (the first, the last and one either side of the current), so the
 * pager stays on one line. Both are rendered and CSS shows one, so the server's HTML is right
 * for either width and hydration changes nothing.
 */
export function Pager({ current, last, onChange, hrefFor }: PagerProps) {
  if (last <= 1) return null;
  return (
    <>
      <PagerRow items={pagerWindow(current, last, 1, 1)} current={current} last={last} onChange={onChange} hrefFor={hrefFor} narrow />
      <PagerRow items={pagerWindow(current, last)} current={current} last={last} onChange={onChange} hrefFor={hrefFor} />
    </>
  );
}

function PagerRow({ items, current, last, onChange, hrefFor, narrow = false }: PagerProps & { items: PagerItem[]; narrow?: boolean }) {
  // A page the pager can go to: a link when it has addresses (a disabled one stays a button).
  const to = (page: number, enabled = true): { href?: string; onClick: (event: MouseEvent<HTMLElement>) => void } =>
    hrefFor && enabled
      ? {
          href: hrefFor(page),
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onChange(page);
          },
        }
      : { onClick: () => onChange(page) };
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
      <Button size="small" disabled={current <= 1} {...to(current - 1, current > 1)} sx={{ flexShrink: 0 }}>
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
            {...to(item)}
            sx={{ minWidth: narrow ? 32 : 40, px: narrow ? 0.5 : 1, flexShrink: 0 }}
          >
            {toPersianDigits(item)}
          </Button>
        ),
      )}
      <Button size="small" disabled={current >= last} {...to(current + 1, current < last)} sx={{ flexShrink: 0 }}>
        بعدی
      </Button>
    </Stack>
  );
}
