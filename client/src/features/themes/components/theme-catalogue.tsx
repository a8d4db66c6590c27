import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { toPersianDigits } from '@/lib/format';
import { useStableCallback } from '@/lib/use-stable-callback';
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

const countRowSx = {
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 1,
  mb: 2,
  // Hidden also from the keyboard and screen readers.
  '& > [data-idle]': { visibility: 'hidden' },
} as const;

/** The catalogue: category and plan filters mirrored in the URL, and the matching themes. */
export function ThemeCatalogue() {
  const { categories, plans } = useThemeFilterOptions();
  const { themes, loading } = useCatalogueThemes();
  return <FilteredCatalogue categories={categories} plans={plans} themes={themes} loading={loading} />;
}

interface FilteredCatalogueProps {
  categories: ReturnType<typeof useThemeFilterOptions>['categories'];
  plans: ReturnType<typeof useThemeFilterOptions>['plans'];
  themes: readonly CatalogueTheme[] | undefined;
  loading: boolean;
}

/** Holds the filters apart from the queries above: a click re-renders this, not the data hooks. */
const FilteredCatalogue = memo(function FilteredCatalogue({ categories, plans, themes, loading }: FilteredCatalogueProps) {
  const { filters, toggle, clearGroup, clear } = useThemeFilters();
  return (
    <Stack spacing={4}>
      <Paper component="section" aria-label="فیلتر قالب‌ها" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <FilterChipGroup
            group="category"
            label="دسته‌بندی"
            options={categories}
            selected={filters.category}
            onToggle={toggle}
            onClear={clearGroup}
          />
          <FilterChipGroup group="plan" label="پلن" options={plans} selected={filters.plan} onToggle={toggle} onClear={clearGroup} />
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
});

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
