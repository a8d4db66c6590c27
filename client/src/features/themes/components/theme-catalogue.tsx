import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { CatalogueFiltersContext, useCatalogueFilters } from '../catalogue-filters-context';
import { useCatalogueThemes } from '../use-catalogue-themes';
import { useThemeFilterOptions } from '../use-theme-filter-options';
import { useThemeFilters } from '../use-theme-filters';
import { CatalogueResults, gridSx } from './catalogue-results';
import { FilterChipGroup } from './filter-chip-group';
import { ThemeCardSkeleton } from './theme-card';

/** How many placeholders stand in for the list while it loads. */
export const SKELETON_COUNT = 6;

/**
 * The catalogue: category and plan filters mirrored in the URL, and the matching themes. The
 * filters reach the chips and the list through context, so a click re-renders those two, never
 * the components holding the queries; and each query is hydrated in a component of its own,
 * a step the browser can pause between on a phone rather than one long task.
 */
export function ThemeCatalogue() {
  const filters = useThemeFilters();
  return (
    <CatalogueFiltersContext.Provider value={filters}>
      <Stack spacing={4}>
        <FilterPanel />
        <CatalogueList />
      </Stack>
    </CatalogueFiltersContext.Provider>
  );
}

const FilterPanel = memo(function FilterPanel() {
  const { categories, plans } = useThemeFilterOptions();
  return (
    <Paper component="section" aria-label="فیلتر قالب‌ها" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <FilterGroups categories={categories} plans={plans} />
    </Paper>
  );
});

type FilterOptions = ReturnType<typeof useThemeFilterOptions>;

function FilterGroups({ categories, plans }: Pick<FilterOptions, 'categories' | 'plans'>) {
  const { filters, toggle, clearGroup } = useCatalogueFilters();
  return (
    <Stack spacing={2}>
      <FilterChipGroup
        group="category"
        label="دسته‌بندی"
        options={categories}
        selected={filters.category}
        otherSelected={filters.plan}
        onToggle={toggle}
        onClear={clearGroup}
      />
      <FilterChipGroup
        group="plan"
        label="پلن"
        options={plans}
        selected={filters.plan}
        otherSelected={filters.category}
        onToggle={toggle}
        onClear={clearGroup}
      />
    </Stack>
  );
}

const CatalogueList = memo(function CatalogueList() {
  const { themes, loading } = useCatalogueThemes();
  if (loading && !themes) return <CatalogueSkeleton />;
  // A failed load is only logged (see useCatalogueThemes), as the spec asks.
  return themes ? <CatalogueResults themes={themes} /> : null;
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
