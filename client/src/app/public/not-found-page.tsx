import HomeIcon from '@mui/icons-material/Home';
import PaletteIcon from '@mui/icons-material/Palette';
import SellIcon from '@mui/icons-material/Sell';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useHttpStatus } from '@/lib/render-context';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { toPersianDigits } from '@/lib/format';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useHttpStatus(404);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Seo
        title={`صفحه پیدا نشد | ${site.name}`}
        description="نشانی‌ای که باز کرده‌اید در این سایت وجود ندارد. از صفحه اصلی، قالب‌ها یا تعرفه‌ها ادامه دهید."
        path={pathname}
        // A missing page must not be indexed under the address that was mistyped.
        noindex
      />
      {/* Decorative, but still large text: primary.main is 5.5:1 on the page (the light tint was 1.4:1). */}
      <Typography aria-hidden sx={{ fontSize: 'clamp(4.5rem, 22vw, 8rem)', fontWeight: 900, lineHeight: 1, color: 'primary.main', mb: 2 }}>
        {toPersianDigits(404)}
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        صفحه پیدا نشد
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        صفحه‌ای که به دنبال آن هستید وجود ندارد یا جابه‌جا شده است. شاید یکی از این صفحه‌ها کمکتان کند:
      </Typography>
      <Stack
        component="nav"
        aria-label="پیوندهای پیشنهادی"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'center' }}
      >
        <Button component={RouterLink} to={paths.home} variant="contained" startIcon={<HomeIcon />}>
          صفحه اصلی
        </Button>
        <Button component={RouterLink} to={paths.themes} variant="outlined" startIcon={<PaletteIcon />}>
          قالب‌ها
        </Button>
        <Button component={RouterLink} to={paths.plans} variant="outlined" startIcon={<SellIcon />}>
          تعرفه‌ها
        </Button>
      </Stack>
    </Container>
  );
}
