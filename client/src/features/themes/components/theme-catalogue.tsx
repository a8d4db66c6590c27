import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/ui/empty-state';
import { toPersianDigits } from '@/lib/format';
import { hasFilters } from '../theme-filters';
import { useCatalogueThemes, type CatalogueTheme } from '../use-catalogue-themes';
import { useThemeFilterOptions } from '../use-theme-filter-options';
import { useThemeFilters } from '../use-theme-filters';
import { FilterChipGroup } from './filter-chip-group';
import { ThemeCard, ThemeCardSkeleton } from './theme-card';

/** How many placeholders stand in for the list while it loads. */
export const SKELETON_COUNT = 6;
/** Cards in the first row are likely above the fold; they load at once. */
const EAGER_IMAGES = 3;

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The catalogue: category and plan filters mirrored in the URL, and the matching themes. */
export function ThemeCatalogue() {
  const { filters, toggle, clearGroup, clear } = useThemeFilters();
  const options = useThemeFilterOptions();
  const { themes, loading } = useCatalogueThemes({ categoryId: filters.category, planId: filters.plan });
  const filtered = hasFilters(filters);

  return (
    <Stack spacing={4}>
      <Paper component="section" aria-label="فیلتر قالب‌ها" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack spacing={2}>
          <FilterChipGroup
            label="دسته‌بندی"
            options={options.categories}
            selected={filters.category}
            onToggle={(id) => toggle('category', id)}
            onClear={() => clearGroup('category')}
          />
          <FilterChipGroup
            label="پلن"
            options={options.plans}
            selected={filters.plan}
            onToggle={(id) => toggle('plan', id)}
            onClear={() => clearGroup('plan')}
          />
        </Stack>
      </Paper>

      <CatalogueResults themes={themes} loading={loading} filtered={filtered} onClear={clear} />
    </Stack>
  );
}

interface CatalogueResultsProps {
  themes: CatalogueTheme[] | undefined;
  loading: boolean;
  filtered: boolean;
  onClear: () => void;
}

function CatalogueResults({ themes, loading, filtered, onClear }: CatalogueResultsProps) {
  if (loading) {
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
  // A failed load is only logged (see useCatalogueThemes), as the spec asks.
  if (!themes) return null;
  if (themes.length === 0) {
    return (
      <EmptyState title="قالبی با این فیلترها پیدا نشد">
        <Typography sx={{ mb: 2 }}>فیلترها را تغییر دهید یا همه قالب‌ها را ببینید.</Typography>
        <Button variant="contained" onClick={onClear}>
          حذف فیلترها و نمایش همه قالب‌ها
        </Button>
      </EmptyState>
    );
  }
  return (
    <Box component="section" aria-label="فهرست قالب‌ها">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography role="status" color="text.secondary">
          {toPersianDigits(themes.length)} قالب{filtered ? ' با این فیلترها' : ''}
        </Typography>
        {filtered && (
          <Button size="small" onClick={onClear}>
            حذف فیلترها
          </Button>
        )}
      </Stack>
      <Box component="ul" sx={gridSx}>
        {themes.map((theme, index) => (
          <Box component="li" key={theme.id} sx={{ minWidth: 0 }}>
            <ThemeCard theme={theme} lazy={index >= EAGER_IMAGES} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
