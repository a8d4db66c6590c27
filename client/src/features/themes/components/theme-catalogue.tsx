import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { toPersianDigits } from '@/lib/format';
import { hasFilters, matchesFilters, type ThemeFilters } from '../theme-filters';
import { useCatalogueThemes, type CatalogueTheme } from '../use-catalogue-themes';
import { useThemeFilterOptions } from '../use-theme-filter-options';
import { useThemeFilters } from '../use-theme-filters';
import { FilterChipGroup } from './filter-chip-group';
import { ThemeCard, ThemeCardSkeleton } from './theme-card';

/** How many placeholders stand in for the list while it loads. */
export const SKELETON_COUNT = 6;
/** Cards in the first row are likely above the fold; they load at once. */
const EAGER_IMAGES = 3;
/** A phone shows about a screenful of cards, then "show all" (one column would run 17,000 px). */
export const PHONE_BATCH = 8;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  '& > li': { minWidth: 0 },
  // Cards past the first row are laid out (and their images fetched) only as they come near the
  // screen: on a phone the whole list at once held back the first paint and the first image.
  [`& > li:nth-of-type(n+${EAGER_IMAGES + 1})`]: { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' },
} as const;

/** The catalogue: category and plan filters mirrored in the URL, and the matching themes. */
export function ThemeCatalogue() {
  const { filters, toggle, clearGroup, clear } = useThemeFilters();
  const options = useThemeFilterOptions();
  const { themes, loading } = useCatalogueThemes();

  return (
    <Stack spacing={4}>
      <Paper component="section" aria-label="فیلتر قالب‌ها" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <FilterChipGroup
            group="category"
            label="دسته‌بندی"
            options={options.categories}
            selected={filters.category}
            onToggle={toggle}
            onClear={clearGroup}
          />
          <FilterChipGroup
            group="plan"
            label="پلن"
            options={options.plans}
            selected={filters.plan}
            onToggle={toggle}
            onClear={clearGroup}
          />
        </Stack>
      </Paper>

      {loading && !themes ? (
        <CatalogueSkeleton />
      ) : (
        // A failed load is only logged (see useCatalogueThemes), as the spec asks.
        themes && <CatalogueResults themes={themes} filters={filters} onClear={clear} />
      )}
    </Stack>
  );
}

function CatalogueSkeleton() {
  return (
    <Box role="status" aria-busy="true">
      <Box component="ul" sx={gridSx}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Box component="li" key={i}>
            <ThemeCardSkeleton silent={i > 0} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}

interface CatalogueResultsProps {
  themes: readonly CatalogueTheme[];
  filters: ThemeFilters;
  onClear: () => void;
}

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

function CatalogueResults({ themes, filters, onClear }: CatalogueResultsProps) {
  const rules = useMemo(() => filterRules(themes), [themes]);
  const count = useMemo(() => themes.filter((theme) => matchesFilters(theme, filters)).length, [themes, filters]);
  // "Show all" holds for the filters it was pressed under; another filter starts at the first batch.
  const filterKey = `${filters.category}:${filters.plan}`;
  const [allShownFor, setAllShownFor] = useState<string | null>(null);
  const allShown = allShownFor === filterKey;
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
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography role="status" color="text.secondary">
            {toPersianDigits(count)} قالب{filtered ? ' با این فیلترها' : ''}
          </Typography>
          {filtered && (
            <Button size="small" onClick={onClear}>
              حذف فیلترها
            </Button>
          )}
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
        {themes.map((theme, index) => (
          <CatalogueItem key={theme.id} theme={theme} eager={index < EAGER_IMAGES} first={index === 0} />
        ))}
      </Box>
      {count > PHONE_BATCH && !allShown && (
        <Box
          sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'center', mt: 3, 'html:not([data-hydrated]) &': { display: 'none' } }}
        >
          <Button variant="outlined" size="large" onClick={() => setAllShownFor(filterKey)}>
            نمایش همه {toPersianDigits(count)} قالب
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** Never re-renders for a filter: which items show is the list's CSS (filterRules). */
const CatalogueItem = memo(function CatalogueItem({ theme, eager, first }: { theme: CatalogueTheme; eager: boolean; first: boolean }) {
  return (
    <li data-categories={ids(theme.categories)} data-plans={ids(theme.plans)}>
      <ThemeCard theme={theme} lazy={!eager} priority={first} />
    </li>
  );
});
