import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { GuideKey } from '@site-builder/rules';
import { paths } from '@/config/paths';
import { guideList } from '../guide-steps';
import { GuideCard } from './guide-card';

/** Two columns from 600 px in the guide page's `md` Container (900 px at most, 24 px between). */
const TWO_COLUMN_SIZES = '(min-width: 900px) 414px, (min-width: 600px) calc(50vw - 36px), calc(100vw - 32px)';

/** After a guide: the other guides, and the way back to the guide index. */
export function GuideLinks({ current }: { current: GuideKey }) {
  const others = guideList.filter((guide) => guide.key !== current);
  return (
    <Box component="nav" aria-labelledby="other-guides-title" sx={{ mt: 6 }}>
      <Typography id="other-guides-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
        آموزش‌های دیگر
      </Typography>
      <Grid container spacing={3}>
        {others.map((guide) => (
          <Grid key={guide.key} size={{ xs: 12, sm: 6 }}>
            <GuideCard guide={guide} headingLevel="h3" imageSizes={TWO_COLUMN_SIZES} />
          </Grid>
        ))}
      </Grid>
      <Button component={RouterLink} to={paths.guide} variant="outlined" startIcon={<ArrowForwardIcon />} sx={{ mt: 4 }}>
        بازگشت به فهرست آموزش‌ها
      </Button>
    </Box>
  );
}
