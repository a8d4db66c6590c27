import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { GuideLinks } from '@/features/guides/components/guide-links';
import { GuideStepList } from '@/features/guides/components/guide-step-list';
import { findGuide } from '@/features/guides/guide-steps';
import { guideBreadcrumbs, guideHowTo, guideShareImage } from '@/features/guides/guide-structured-data';
import { useAbsoluteUrl } from '@/lib/render-context';
import { formatNumber } from '@/lib/format';
import { NotFoundPage } from './not-found-page';

export function GuideStepsPage() {
  const guide = findGuide(useParams().guide);
  const absolute = useAbsoluteUrl();
  if (!guide) return <NotFoundPage />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Seo
        title={`${guide.title} | ${site.name}`}
        description={`${guide.title} در ${formatNumber(guide.steps.length)} مرحله تصویری: ${guide.summary}`}
        path={paths.guideSteps(guide.key)}
        image={guideShareImage(guide)}
        structuredData={[guideBreadcrumbs(absolute, guide), guideHowTo(guide, absolute)]}
      />
      <Breadcrumbs aria-label="مسیر صفحه" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          خانه
        </Link>
        <Link component={RouterLink} to={paths.guide} color="inherit">
          آموزش‌ها
        </Link>
        <Typography color="text.primary" aria-current="page">
          {guide.title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {guide.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {guide.summary} این آموزش {formatNumber(guide.steps.length)} مرحله دارد.
      </Typography>
      <GuideStepList guide={guide} />
      <GuideLinks current={guide.key} />
    </Container>
  );
}
