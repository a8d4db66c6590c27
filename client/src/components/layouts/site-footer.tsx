import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useJalaliYear } from '@/lib/render-context';
import { site } from '@/config/site';
import { toPersianDigits } from '@/lib/format';

export function SiteFooter() {
  const year = useJalaliYear();
  return (
    <Box component="footer" sx={{ bgcolor: '#0f172a', color: '#e2e8f0', py: 5, mt: 8 }}>
      <Container>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography sx={{ fontWeight: 800, mb: 1 }}>{site.name}</Typography>
            <Typography variant="body2" sx={{ color: '#cbd5e1', maxWidth: 420 }}>
              زیرمجموعه {site.parentName}؛ {site.tagline}.
            </Typography>
          </Box>
          <Stack spacing={1}>
            <Typography variant="body2">
              پشتیبانی:{' '}
              <Link href={`tel:${site.supportPhone}`} sx={{ color: '#5eead4' }} dir="ltr">
                {site.supportPhoneLabel}
              </Link>
            </Typography>
            <Link component={RouterLink} to={paths.guide} sx={{ color: '#5eead4' }} variant="body2">
              راهنمای استفاده از سایت
            </Link>
            {site.parentUrl && (
              <Link href={site.parentUrl} target="_blank" rel="noopener" sx={{ color: '#5eead4' }} variant="body2">
                {site.parentName}
              </Link>
            )}
            {site.socialUrl && (
              <Link href={site.socialUrl} target="_blank" rel="noopener" sx={{ color: '#5eead4' }} variant="body2">
                ما را در {site.socialName} دنبال کنید
              </Link>
            )}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 4, color: '#94a3b8', textAlign: 'center' }}>
          تمامی حقوق این وب‌سایت متعلق به {site.company} است. © {toPersianDigits(year)}
        </Typography>
      </Container>
    </Box>
  );
}
