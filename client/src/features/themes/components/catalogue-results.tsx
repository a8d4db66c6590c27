import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { toPersianDigits } from '@/lib/format';
import { CARD_GRID_FIRST_ROW, cardGridSx } from '@/lib/responsive-image';
import { useStableCallback } from '@/lib/use-stable-callback';
import { useCatalogueFilters } from '../catalogue-filters-context';
import { hasFilters, matchesFilters } from '../theme-filters';
import type { CatalogueTheme } from '../use-catalogue-themes';
import { ThemeCard } from './theme-card';

/** Cards in the first row are likely above the fold; they load at once. */
const EAGER_IMAGES = CARD_GRID_FIRST_ROW;
/** A phone shows about a screenful of cards, then "show all" (one column would run 17,000 px). */
export const PHONE_BATCH = 8;

export const gridSx = cardGridSx(480);

const countRowSx = {
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 1,
  mb: 2,
  // Hidden also from the keyboard and screen readers.
  '& > [data-idle]': { visibility: 'hidden' },
} as const;

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id).join(' ');

const LIST = 'ul[data-theme-list]';
/** MUI's `xs` only: below the `sm` breakpoint (600 px). */
const PHONE_MEDIA = '@media (max-width: 599.95px)';

/**
 * The CSS that applies a filter: every theme stays in the page (and in the server's HTML, for
 * crawlers) with its category and plan ids, and the list's two attributes name the filter, so a
 * click changes two attributes instead of re-rendering 32 items. On a phone, matching themes
 * past the first batch wait for "show all" (`:nth-child(… of …)` counts only the matching ones).
 * One rule per category, plan and pair, as plain text built once per catalogue: no style object
 * for emotion to walk on every click.
 */
function filterRules(themes: readonly CatalogueTheme[]): string {
  const categories = [...new Set(themes.flatMap((theme) => theme.categories.map((c) => c.id)))];
  const plans = [...new Set(themes.flatMap((theme) => theme.plans.map((p) => p.id)))];
  const rules: string[] = [];
  for (const c of categories) rules.push(`${LIST}[data-category="${c}"]>li:not([data-categories~="${c}"])`);
  for (const p of plans) rules.push(`${LIST}[data-plan="${p}"]>li:not([data-plans~="${p}"])`);
  const phone: string[] = [];
  for (const c of [null, ...categories]) {
    for (const p of [null, ...plans]) {
      const list = `${c === null ? ':not([data-category])' : `[data-category="${c}"]`}${p === null ? ':not([data-plan])' : `[data-plan="${p}"]`}`;
      const match = `${c === null ? '' : `[data-categories~="${c}"]`}${p === null ? '' : `[data-plans~="${p}"]`}` || '*';
      // Only once the app runs: without JavaScript "show all" could not be pressed, so all show.
      phone.push(`html[data-hydrated] ${LIST}${list}:not([data-all])>li:nth-child(n+${PHONE_BATCH + 1} of ${match})`);
    }
  }
  return `${rules.join(',')}{display:none}${PHONE_MEDIA}{${phone.join(',')}{display:none}}`;
}

/** The matching themes under the filters of the catalogue around it (useCatalogueFilters). */
export function CatalogueResults({ themes }: { themes: readonly CatalogueTheme[] }) {
  const { filters, clear: onClear } = useCatalogueFilters();
  const rules = useMemo(() => filterRules(themes), [themes]);
  // The same elements on every click: React skips the 32 items without comparing their props.
  const items = useMemo(
    () => themes.map((theme, index) => <CatalogueItem key={theme.id} theme={theme} eager={index < EAGER_IMAGES} first={index === 0} />),
    [themes],
  );
  const count = useMemo(() => themes.filter((theme) => matchesFilters(theme, filters)).length, [themes, filters]);
  // "Show all" holds for the filters it was pressed under; another filter starts at the first batch.
  const filterKey = `${filters.category}:${filters.plan}`;
  const [allShownFor, setAllShownFor] = useState<string | null>(null);
  const allShown = allShownFor === filterKey;
  const showAll = useStableCallback(() => setAllShownFor(filterKey));
  const filtered = hasFilters(filters);

  return (
    <Box component="section" aria-label="فهرست قالب‌ها">
      {count === 0 ? (
        <EmptyState title="قالبی با این فیلترها پیدا نشد">
          <Typography sx={{ mb: 2 }}>فیلترها را تغییر دهید یا همه قالب‌ها را ببینید.</Typography>
          <Button variant="contained" onClick={onClear}>
            حذف فیلترها و نمایش همه قالب‌ها
          </Button>
        </EmptyState>
      ) : (
        <Stack direction="row" sx={countRowSx}>
          <Typography role="status" color="text.secondary">
            {toPersianDigits(count)} قالب{filtered ? ' با این فیلترها' : ''}
          </Typography>
          <ClearFiltersButton idle={!filtered} onPress={onClear} />
        </Stack>
      )}
      <style>{rules}</style>
      <Box
        component="ul"
        sx={gridSx}
        data-theme-list=""
        data-category={filters.category ?? undefined}
        data-plan={filters.plan ?? undefined}
        data-all={allShown || undefined}
      >
        {items}
      </Box>
      <ShowAllButton count={count} idle={count <= PHONE_BATCH || allShown} onPress={showAll} />
    </Box>
  );
}

/**
 * Always in the page, hidden while nothing is filtered: the row keeps its height, and the button's
 * styles come with the server's HTML instead of being made on the first click (on a slow phone
 * that made the first filter click three times slower).
 */
const ClearFiltersButton = memo(function ClearFiltersButton({ idle, onPress }: { idle: boolean; onPress: () => void }) {
  return (
    <Button size="small" onClick={onPress} data-idle={idle ? '' : undefined}>
      حذف فیلترها
    </Button>
  );
});

const showAllSx = {
  display: { xs: 'flex', sm: 'none' },
  justifyContent: 'center',
  mt: 3,
  '&[data-idle], html:not([data-hydrated]) &': { display: 'none' },
} as const;

/**
 * Phones only: the rest of the matching themes. Stays mounted while not needed, so a filter click
 * changes an attribute and a number instead of building or tearing down a button.
 */
const ShowAllButton = memo(function ShowAllButton({ count, idle, onPress }: { count: number; idle: boolean; onPress: () => void }) {
  return (
    <Box sx={showAllSx} data-idle={idle ? '' : undefined}>
      <Button variant="outlined" size="large" onClick={onPress}>
        نمایش همه {toPersianDigits(count)} قالب
      </Button>
    </Box>
  );
});

/** Never re-renders for a filter: which items show is the list's CSS (filterRules). */
const CatalogueItem = memo(function CatalogueItem({ theme, eager, first }: { theme: CatalogueTheme; eager: boolean; first: boolean }) {
  return (
    <li data-categories={ids(theme.categories)} data-plans={ids(theme.plans)}>
      <ThemeCard theme={theme} lazy={!eager} priority={first} />
    </li>
  );
});
