import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FOCUS_RING, theme } from '@/lib/theme';
import { mediaCardStyles } from '@/components/ui/media-card-styles';
import { ICON_PATHS, iconMask } from '@/lib/icon-mask';
import { toPersianDigits } from '@/lib/format';
import { CARD_GRID_SIZES, uploadSrcSet } from '@/lib/responsive-image';
import type { CatalogueTheme } from '../use-catalogue-themes';

/** Desktop screenshots of themes are 1200x750. */
const IMAGE = { width: 1200, height: 750 };

export const LOADING_THEME_TEXT = 'در حال بارگذاری قالب';

const { palette, shape, typography } = theme;

/** One styled root for the whole card (see mediaCardStyles), with the demo link as its button. */
const cardStyles = mediaCardStyles(IMAGE);
const CardRoot = styled('article')({
  ...cardStyles,
  '& > img': { ...cardStyles['& > img'], borderBottom: `1px solid ${palette.divider}` },
  '& p:first-of-type': { color: palette.text.secondary },
  // The title is the link to the theme's page.
  '& h2 a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' }, '&:focus-visible': FOCUS_RING },
  '& > a': {
    ...typography.button,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    margin: '0 16px 16px',
    padding: '6px 16px',
    borderRadius: shape.borderRadius,
    backgroundColor: palette.primary.main,
    color: palette.primary.contrastText,
    textDecoration: 'none',
    '&:hover': { backgroundColor: palette.primary.dark },
    '&:focus-visible': FOCUS_RING,
    '&::after': { ...iconMask(ICON_PATHS.openInNew, 20), marginInlineStart: 8, marginInlineEnd: -4 },
  },
});

/** `priority`: the page's largest image (its LCP), fetched ahead of the other images. */
export function ThemeCard({ theme: item, lazy = true, priority = false }: { theme: CatalogueTheme; lazy?: boolean; priority?: boolean }) {
  return (
    <CardRoot data-testid="theme-card">
      <img
        src={item.imageUrl}
        srcSet={uploadSrcSet(item.imageUrl, IMAGE.width)}
        sizes={CARD_GRID_SIZES}
        alt={`تصویر قالب ${item.title}`}
        width={IMAGE.width}
        height={IMAGE.height}
        loading={lazy ? 'lazy' : undefined}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <div>
        <h2>
          <Link to={paths.theme(item.id)}>{item.title}</Link>
        </h2>
        <p>کد قالب: {toPersianDigits(item.id)}</p>
        {item.shortDescription && <p>{item.shortDescription}</p>}
        {item.plans.length > 0 && (
          <ul aria-label="پلن‌های این قالب">
            {item.plans.map((plan) => (
              <li key={plan.id}>{plan.title}</li>
            ))}
          </ul>
        )}
      </div>
      <a href={item.link} target="_blank" rel="noopener noreferrer" aria-label={`مشاهده دمو ${item.title} (در زبانه جدید)`}>
        مشاهده دمو
      </a>
    </CardRoot>
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
