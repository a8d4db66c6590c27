import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { domainLabel, domainUrl } from '@/lib/format';
import { CARD_GRID_SIZES, uploadSrcSet } from '@/lib/responsive-image';
import type { WorkSampleItem } from '../use-work-samples';

/** Work-sample screenshots are 960x600. */
const IMAGE = { width: 960, height: 600 };

interface WorkSampleCardProps {
  sample: WorkSampleItem;
  /** h2 under a page's h1, h3 under a home-page section's h2. */
  titleComponent?: 'h2' | 'h3';
  lazy?: boolean;
  /** The page's largest image (its LCP), fetched ahead of the other images. */
  priority?: boolean;
}

export function WorkSampleCard({ sample, titleComponent = 'h3', lazy = true, priority = false }: WorkSampleCardProps) {
  return (
    <Card
      variant="outlined"
      component="article"
      data-testid="work-sample"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="img"
        src={sample.imageUrl}
        srcSet={uploadSrcSet(sample.imageUrl, IMAGE.width)}
        sizes={CARD_GRID_SIZES}
        alt={`تصویر سایت ${sample.title}`}
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
        }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" component={titleComponent}>
          {sample.title}
        </Typography>
        <Link
          href={domainUrl(sample.domainName)}
          target="_blank"
          rel="noopener noreferrer"
          dir="ltr"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            alignSelf: 'flex-start',
            maxWidth: '100%',
            overflowWrap: 'anywhere',
            fontWeight: 700,
          }}
        >
          <LanguageIcon fontSize="small" aria-hidden />
          {domainLabel(sample.domainName)}
        </Link>
        {sample.shortDescription && (
          <Typography variant="body2" color="text.secondary">
            {sample.shortDescription}
          </Typography>
        )}
        {sample.plans.length > 0 && (
          <Stack
            component="ul"
            direction="row"
            aria-label="پلن‌ها"
            sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 0.75, mt: 'auto', pt: 1 }}
          >
            {sample.plans.map((plan) => (
              <Chip component="li" key={plan.id} label={plan.title} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
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
