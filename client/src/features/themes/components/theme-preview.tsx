import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toPersianDigits } from '@/lib/format';
import { useCatalogueThemes, type CatalogueTheme } from '../use-catalogue-themes';
import { BrowserMockup, PhoneMockup } from './device-mockups';

/** The template codes the owner chose to show on the home page, in this order. */
export const PREVIEW_THEME_IDS = [1, 7, 16, 20] as const;

/** The home page's taste of the catalogue: four themes on a laptop and a phone, and a way to all of them. */
export function ThemePreview() {
  // The unfiltered catalogue is the same cache entry /themes starts from, so opening it is instant.
  const { themes, loading } = useCatalogueThemes();
  const headingId = useId();
  const shown = PREVIEW_THEME_IDS.map((id) => themes?.find((theme) => theme.id === id)).filter((theme): theme is CatalogueTheme =>
    Boolean(theme),
  );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 6, md: 8 } }}>
      <Container>
        <Stack spacing={1} sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
          <Typography id={headingId} variant="h2">
            قالب‌های آماده سایت
          </Typography>
          <Typography color="text.secondary">
            سایت شما روی رایانه و گوشی همین‌قدر مرتب دیده می‌شود؛ چند نمونه از بیش از ۳۰ قالب ما را ببینید.
          </Typography>
        </Stack>
        <Box
          component="ul"
          aria-busy={loading}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: { xs: 5, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {loading && !themes
            ? PREVIEW_THEME_IDS.map((id) => (
                <Box component="li" key={id} aria-hidden>
                  <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 11' }} />
                  <Skeleton width="50%" sx={{ mx: 'auto', mt: 2 }} />
                </Box>
              ))
            : shown.map((theme) => <PreviewTile key={theme.id} theme={theme} />)}
        </Box>
        <Box sx={{ textAlign: 'center', mt: { xs: 5, md: 6 } }}>
          <Button
            component={RouterLink}
            to={paths.themes}
            variant="outlined"
            size="large"
            endIcon={<ArrowBackIcon />}
            sx={{ bgcolor: 'background.paper' }}
          >
            مشاهده همه قالب‌ها
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

/** The tile is the Container's width on a phone and half of it from md; the laptop takes 86% of it, the phone about 21%. */
const BROWSER_SIZES = '(min-width: 1200px) 475px, (min-width: 900px) 40vw, calc(86vw - 28px)';
const PHONE_SIZES = '(min-width: 1200px) 120px, (min-width: 900px) 10vw, 21vw';

function PreviewTile({ theme }: { theme: CatalogueTheme }) {
  return (
    <Box component="li" data-testid="theme-preview-item" sx={{ minWidth: 0 }}>
      {/* The phone overlaps the laptop's lower end corner; the padding keeps it inside the tile. */}
      <Box sx={{ position: 'relative', pb: '8%' }}>
        <Box sx={{ width: '86%' }}>
          <BrowserMockup src={theme.imageUrl} alt={`نمای رایانه قالب ${theme.title}`} sizes={BROWSER_SIZES} />
        </Box>
        {theme.mobileImageUrl && (
          <Box sx={{ position: 'absolute', bottom: 0, insetInlineEnd: 0, width: '24%' }}>
            <PhoneMockup src={theme.mobileImageUrl} alt={`نمای گوشی قالب ${theme.title}`} sizes={PHONE_SIZES} />
          </Box>
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ mt: 2, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h3" component="h3" sx={{ minWidth: 0 }}>
          {theme.title}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400, whiteSpace: 'nowrap' }}>
            {' '}
            (کد {toPersianDigits(theme.id)})
          </Typography>
        </Typography>
        <Link
          href={theme.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`مشاهده دمو ${theme.title} (در زبانه جدید)`}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, whiteSpace: 'nowrap' }}
        >
          مشاهده دمو
          <OpenInNewIcon fontSize="small" aria-hidden />
        </Link>
      </Stack>
    </Box>
  );
}
