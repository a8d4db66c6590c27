import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@/lib/format';
import { CARD_GRID_SIZES, uploadSrcSet } from '@/lib/responsive-image';
import type { CatalogueTheme } from '../use-catalogue-themes';

/** Desktop screenshots of themes are 1200x750. */
const IMAGE = { width: 1200, height: 750 };

export const LOADING_THEME_TEXT = 'در حال بارگذاری قالب';

/** `priority`: the page's largest image (its LCP), fetched ahead of the other images. */
export function ThemeCard({ theme, lazy = true, priority = false }: { theme: CatalogueTheme; lazy?: boolean; priority?: boolean }) {
  return (
    <Card variant="outlined" component="article" data-testid="theme-card" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="img"
        src={theme.imageUrl}
        srcSet={uploadSrcSet(theme.imageUrl, IMAGE.width)}
        sizes={CARD_GRID_SIZES}
        alt={`تصویر قالب ${theme.title}`}
        width={IMAGE.width}
        height={IMAGE.height}
        loading={lazy ? 'lazy' : undefined}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${IMAGE.width} / ${IMAGE.height}`,
          objectFit: 'cover',
          bgcolor: 'grey.100',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" component="h2">
          {theme.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          کد قالب: {toPersianDigits(theme.id)}
        </Typography>
        {theme.shortDescription && <Typography variant="body2">{theme.shortDescription}</Typography>}
        {theme.plans.length > 0 && (
          <Stack
            component="ul"
            direction="row"
            aria-label="پلن‌های این قالب"
            sx={{ listStyle: 'none', m: 0, p: 0, pt: 1, mt: 'auto', flexWrap: 'wrap', gap: 0.75 }}
          >
            {theme.plans.map((plan) => (
              <Chip component="li" key={plan.id} label={plan.title} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          component="a"
          href={theme.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          fullWidth
          endIcon={<OpenInNewIcon aria-hidden />}
          aria-label={`مشاهده دمو ${theme.title} (در زبانه جدید)`}
        >
          مشاهده دمو
        </Button>
      </CardActions>
    </Card>
  );
}

/**
 * A card-shaped placeholder. Only the first one speaks to screen readers, so the loading status
 * is announced once rather than six times.
 */
export function ThemeCardSkeleton({ silent = false }: { silent?: boolean }) {
  return (
    <Card variant="outlined" data-testid="theme-card-skeleton" aria-hidden={silent || undefined} sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: `${IMAGE.width} / ${IMAGE.height}` }} />
      <CardContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {LOADING_THEME_TEXT}
        </Typography>
        <Skeleton width="60%" height={32} />
        <Skeleton />
        <Skeleton width="80%" />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Skeleton variant="rounded" width={90} height={24} />
          <Skeleton variant="rounded" width={90} height={24} />
        </Stack>
        <Skeleton variant="rounded" height={40} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
