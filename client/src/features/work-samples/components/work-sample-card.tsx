import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { FOCUS_RING, theme } from '@/lib/theme';
import { mediaCardStyles } from '@/components/ui/media-card-styles';
import { domainLabel, domainUrl } from '@/lib/format';
import { ICON_PATHS, iconMask } from '@/lib/icon-mask';
import { CARD_GRID_SIZES, uploadSrcSet } from '@/lib/responsive-image';
import type { WorkSampleItem } from '../use-work-samples';

/** Work-sample screenshots are 960x600. */
const IMAGE = { width: 960, height: 600 };

const { palette, typography } = theme;

const cardStyles = mediaCardStyles(IMAGE);
/** One styled root for the whole card (see mediaCardStyles), with the site's domain as its link. */
const CardRoot = styled('article')({
  ...cardStyles,
  '& > div': { ...cardStyles['& > div'], paddingBottom: 24 },
  '& p': { ...cardStyles['& p'], color: palette.text.secondary },
  '& a': {
    ...typography.body1,
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    alignSelf: 'flex-start',
    maxWidth: '100%',
    overflowWrap: 'anywhere',
    fontWeight: 700,
    color: palette.primary.main,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': FOCUS_RING,
    '&::before': iconMask(ICON_PATHS.language, 20),
  },
});

interface WorkSampleCardProps {
  sample: WorkSampleItem;
  /** h2 under a page's h1, h3 under a home-page section's h2. */
  titleComponent?: 'h2' | 'h3';
  lazy?: boolean;
  /** The page's largest image (its LCP), fetched ahead of the other images. */
  priority?: boolean;
}

export function WorkSampleCard({ sample, titleComponent: Title = 'h3', lazy = true, priority = false }: WorkSampleCardProps) {
  return (
    <CardRoot data-testid="work-sample">
      <img
        src={sample.imageUrl}
        srcSet={uploadSrcSet(sample.imageUrl, IMAGE.width)}
        sizes={CARD_GRID_SIZES}
        alt={`تصویر سایت ${sample.title}`}
        width={IMAGE.width}
        height={IMAGE.height}
        loading={lazy ? 'lazy' : undefined}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      <div>
        <Title>{sample.title}</Title>
        <a href={domainUrl(sample.domainName)} target="_blank" rel="noopener noreferrer" dir="ltr">
          {domainLabel(sample.domainName)}
        </a>
        {sample.shortDescription && <p>{sample.shortDescription}</p>}
        {sample.plans.length > 0 && (
          <ul aria-label="پلن‌ها">
            {sample.plans.map((plan) => (
              <li key={plan.id}>{plan.title}</li>
            ))}
          </ul>
        )}
      </div>
    </CardRoot>
  );
}

/** The shape of a card while its data is on the way; screen readers hear the surrounding status instead. */
export function WorkSampleCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: `${IMAGE.width} / ${IMAGE.height}` }} />
      <CardContent>
        <Skeleton width="60%" height={32} />
        <Skeleton width="40%" />
        <Skeleton />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}
