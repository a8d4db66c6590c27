import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { toPersianDigits } from '@/lib/format';
import { useJalaliYear, useSiteIdentity } from '@/lib/render-context';
import { internationalPhone, phoneLabel, SOCIAL_LINKS } from '@/lib/site-identity';

const LINK = { color: '#5eead4' } as const;

/**
 * The footer: who runs the site and how to reach them, from «تنظیمات سایت». Whatever is empty
 * there is not shown at all (never a placeholder link).
 */
export function SiteFooter() {
  const year = useJalaliYear();
  const { siteSettings: settings } = useSiteIdentity();
  const socials = SOCIAL_LINKS.filter(({ field }) => settings[field]);
  const badges = [
    { href: settings.enamadUrl, image: settings.enamadImageUrl, name: 'نماد اعتماد الکترونیکی' },
    { href: settings.samandehiUrl, image: settings.samandehiImageUrl, name: 'نشان ملی ثبت رسانه‌های دیجیتال (ساماندهی)' },
  ].filter((badge) => badge.href && badge.image);
  return (
    // Room at the bottom on a phone for the sticky call button (public-layout.tsx).
    <Box component="footer" sx={{ bgcolor: '#0f172a', color: '#e2e8f0', pt: 5, pb: { xs: 12, md: 5 }, mt: 8 }}>
      <Container>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1fr' } }}>
          <Box>
            <Typography sx={{ fontWeight: 800, mb: 1 }}>{site.name}</Typography>
            <Typography variant="body2" sx={{ color: '#cbd5e1', maxWidth: 420 }}>
              زیرمجموعه {site.parentName}؛ {site.tagline}.
            </Typography>
          </Box>
          <Stack spacing={1} data-testid="footer-contact">
            {settings.supportPhone && (
              <Typography variant="body2">
                پشتیبانی:{' '}
                <Link href={`tel:${internationalPhone(settings.supportPhone)}`} sx={LINK} dir="ltr">
                  {phoneLabel(settings.supportPhone)}
                </Link>
              </Typography>
            )}
            {settings.workingHours && <Typography variant="body2">ساعات پاسخ‌گویی: {settings.workingHours}</Typography>}
            {settings.address && (
              <Typography variant="body2" component="address" sx={{ fontStyle: 'normal' }}>
                نشانی: {settings.address}
              </Typography>
            )}
          </Stack>
          <Stack spacing={1} component="nav" aria-label="پیوندهای پایین صفحه">
            <Link component={RouterLink} to={paths.guide} sx={LINK} variant="body2">
              راهنمای استفاده از سایت
            </Link>
            <Link component={RouterLink} to={paths.about} sx={LINK} variant="body2">
              درباره ما
            </Link>
            {settings.parentUrl && (
              <Link href={settings.parentUrl} target="_blank" rel="noopener" sx={LINK} variant="body2">
                {site.parentName}
              </Link>
            )}
            {socials.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                {socials.map(({ field, name }) => (
                  <Link key={field} href={settings[field]} target="_blank" rel="noopener" sx={LINK} variant="body2">
                    {name}
                  </Link>
                ))}
              </Stack>
            )}
          </Stack>
        </Box>
        {badges.length > 0 && (
          <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'center' }}>
            {badges.map((badge) => (
              // The issuers check the page that shows their badge: it must send its origin.
              <Link key={badge.name} href={badge.href} target="_blank" rel="noopener" referrerPolicy="origin" aria-label={badge.name}>
                <Box
                  component="img"
                  src={badge.image}
                  alt={badge.name}
                  referrerPolicy="origin"
                  loading="lazy"
                  width={88}
                  height={88}
                  sx={{ display: 'block', bgcolor: '#fff', borderRadius: 2, p: 0.5, objectFit: 'contain' }}
                />
              </Link>
            ))}
          </Stack>
        )}
        <Typography variant="body2" sx={{ mt: 4, color: '#94a3b8', textAlign: 'center' }}>
          تمامی حقوق این وب‌سایت متعلق به {site.company} است. © {toPersianDigits(year)}
        </Typography>
      </Container>
    </Box>
  );
}
