import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { Link as RouterLink, useOutletContext, useParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ThemeGallery } from '@/features/themes/components/theme-gallery';
import { ThemePlans } from '@/features/themes/components/theme-plans';
import { themeProduct } from '@/features/themes/components/theme-structured-data';
import { useThemePage, type ThemeDetail } from '@/features/themes/use-theme-page';
import { toPersianDigits } from '@/lib/format';
import { useAbsoluteUrl } from '@/lib/render-context';
import { instead } from '@/lib/section-scroll';
import type { PublicOutletContext } from './public-layout';

/** A theme removed since its link was shared is rare: its page's code waits until then. */
const NotFoundPage = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

/**
 * /themes/{id}: one theme to choose from, its desktop and phone views, description, categories
 * and plans with their yearly prices, its demo, and the order form naming it (and a plan).
 * Server-rendered; an unknown id is the 404 page (the server answers it before rendering).
 */
export function ThemePage() {
  const id = Number(useParams().id);
  const { theme, error } = useThemePage(Number.isSafeInteger(id) && id > 0 ? id : 0);
  if (theme === null) return <NotFoundPage />;
  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs aria-label="مسیر صفحه" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.home} color="inherit">
          خانه
        </Link>
        <Link component={RouterLink} to={paths.themes} color="inherit">
          قالب‌ها
        </Link>
        <Typography color="text.primary" aria-current="page">
          {theme?.title ?? '…'}
        </Typography>
      </Breadcrumbs>
      {theme ? <ThemeDetails theme={theme} /> : error ? <LoadFailed /> : <ThemeSkeleton />}
    </Container>
  );
}

function ThemeDetails({ theme }: { theme: ThemeDetail }) {
  const { orderAbout } = useOutletContext<PublicOutletContext>();
  const absolute = useAbsoluteUrl();
  const order = (planId?: number) => {
    const plan = theme.plans.find((candidate) => candidate.id === planId);
    orderAbout({ themeId: theme.id, planId: plan?.id, label: plan ? `${theme.title}، پلن ${plan.title}` : theme.title });
  };
  // A demo on this site opens in place; one elsewhere in a new tab.
  const demoOnSite = theme.link.startsWith('/');
  return (
    <>
      <Seo
        title={`${theme.title} | ${site.name}`}
        description={theme.shortDescription || `نمای دسکتاپ و موبایل، پلن‌ها و قیمت ${theme.title}.`}
        path={paths.theme(theme.id)}
        image={theme.imageUrl}
        structuredData={themeProduct(theme, absolute)}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <ThemeGallery title={theme.title} imageUrl={theme.imageUrl} mobileImageUrl={theme.mobileImageUrl} />
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
            {theme.title}
          </Typography>
          <Typography color="text.secondary">کد قالب: {toPersianDigits(theme.id)}</Typography>
          {theme.shortDescription && <Typography sx={{ fontSize: '1.05rem' }}>{theme.shortDescription}</Typography>}
          {theme.categories.length > 0 && (
            <Stack
              component="ul"
              aria-label="دسته‌بندی‌های این قالب"
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
            >
              {theme.categories.map((category) => (
                <li key={category.id}>
                  <Chip
                    component={RouterLink}
                    to={`${paths.themes}?category=${category.id}`}
                    label={category.title}
                    clickable
                    variant="outlined"
                  />
                </li>
              ))}
            </Stack>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <Button
              variant="contained"
              size="large"
              href={paths.orderFor({ themeId: theme.id })}
              role="button"
              onClick={instead(() => order())}
            >
              سفارش این قالب
            </Button>
            {demoOnSite ? (
              <Button component={RouterLink} to={theme.link} variant="outlined" size="large">
                مشاهده دمو
              </Button>
            ) : (
              <Button
                href={theme.link}
                target="_blank"
                rel="noopener noreferrer"
                variant="outlined"
                size="large"
                aria-label={`مشاهده دمو ${theme.title} (در زبانه جدید)`}
              >
                مشاهده دمو
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      {theme.fullDescription && (
        <Box component="section" aria-labelledby="theme-about" sx={{ mt: { xs: 5, md: 7 }, maxWidth: 800 }}>
          <Typography id="theme-about" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 1.5 }}>
            درباره این قالب
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2 }}>{theme.fullDescription}</Typography>
        </Box>
      )}
      {theme.plans.length > 0 && (
        <Box component="section" aria-labelledby="theme-plans" sx={{ mt: { xs: 5, md: 7 } }}>
          <Typography id="theme-plans" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.7rem' }, mb: 0.5 }}>
            پلن‌های این قالب
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            قیمت‌ها سالانه و به تومان است؛ ویژگی‌های هر پلن را در{' '}
            <Link component={RouterLink} to={paths.plans}>
              صفحه تعرفه‌ها
            </Link>{' '}
            ببینید.
          </Typography>
          <ThemePlans plans={theme.plans} orderHref={(planId) => paths.orderFor({ themeId: theme.id, planId })} onOrder={order} />
        </Box>
      )}
      <Box sx={{ mt: { xs: 5, md: 7 } }}>
        <Button component={RouterLink} to={paths.themes} endIcon={<ArrowBackIcon />}>
          همه قالب‌ها
        </Button>
      </Box>
    </>
  );
}

function ThemeSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 5 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' } }}>
      <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1200 / 778' }} />
      <Stack spacing={2}>
        <Skeleton width="70%" height={48} />
        <Skeleton width="30%" />
        <Skeleton />
        <Skeleton width="80%" />
        <Skeleton variant="rounded" height={44} />
      </Stack>
    </Box>
  );
}

function LoadFailed() {
  return (
    <Typography role="alert" color="error" sx={{ py: 2 }}>
      اطلاعات قالب بارگذاری نشد؛ کمی بعد صفحه را دوباره باز کنید.
    </Typography>
  );
}
