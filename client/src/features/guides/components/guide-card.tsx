import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { CARD_GRID_SIZES, uploadSrcSet } from '@/lib/responsive-image';
import { GUIDE_IMAGE_HEIGHT, GUIDE_IMAGE_WIDTH, type Guide } from '../guide-steps';

interface GuideCardProps {
  guide: Guide;
  headingLevel?: 'h2' | 'h3';
  /** The image's width in the grid the card sits in; the index's three-column grid by default. */
  imageSizes?: string;
}

/** A tile on the guide index: the guide's first step stands in for the whole guide. */
export function GuideCard({ guide, headingLevel = 'h2', imageSizes = CARD_GRID_SIZES }: GuideCardProps) {
  const first = guide.steps[0];
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea
        component={RouterLink}
        to={paths.guideSteps(guide.key)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box
          component="img"
          src={first.image}
          srcSet={uploadSrcSet(first.image, GUIDE_IMAGE_WIDTH)}
          sizes={imageSizes}
          alt={`نمای پیشخوان وردپرس در نخستین مرحله ${guide.title}`}
          width={GUIDE_IMAGE_WIDTH}
          height={GUIDE_IMAGE_HEIGHT}
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: `${GUIDE_IMAGE_WIDTH} / ${GUIDE_IMAGE_HEIGHT}`,
            bgcolor: 'grey.100',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        />
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Chip
            label={`${formatNumber(guide.steps.length)} مرحله`}
            size="small"
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
          <Typography variant="h3" component={headingLevel}>
            {guide.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {guide.summary}
          </Typography>
          <Typography
            component="span"
            sx={{ color: 'primary.dark', fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            مشاهده آموزش
            {/* In right-to-left text "onward" points left. */}
            <ArrowBackIcon fontSize="small" aria-hidden />
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
