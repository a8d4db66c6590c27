import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSiteIdentity } from '@/lib/render-context';
import { internationalPhone, phoneLabel, SOCIAL_LINKS } from '@/lib/site-identity';

const ON_DARK = { color: '#ffffff', '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 } } as const;

/** The contact block's ways to reach the business, on its dark card; each shown only when set. */
export function ContactDetails() {
  const { siteSettings: settings } = useSiteIdentity();
  const messengers = SOCIAL_LINKS.filter(({ field }) => field !== 'instagramUrl' && settings[field]);
  return (
    <Stack spacing={1.5}>
      {settings.supportPhone && (
        <Link
          href={`tel:${internationalPhone(settings.supportPhone)}`}
          dir="ltr"
          aria-label={`تماس با پشتیبانی: ${phoneLabel(settings.supportPhone)}`}
          sx={{ ...ON_DARK, display: 'inline-block', alignSelf: 'flex-start', fontWeight: 800, fontSize: '1.5rem' }}
        >
          {phoneLabel(settings.supportPhone)}
        </Link>
      )}
      {settings.workingHours && <Typography sx={{ opacity: 0.9 }}>ساعات پاسخ‌گویی: {settings.workingHours}</Typography>}
      {settings.address && (
        <Typography component="address" sx={{ opacity: 0.9, fontStyle: 'normal' }}>
          نشانی: {settings.address}
        </Typography>
      )}
      {messengers.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
          <Typography sx={{ opacity: 0.9 }}>پیام در</Typography>
          {messengers.map(({ field, name }) => (
            <Link key={field} href={settings[field]} target="_blank" rel="noopener" sx={{ ...ON_DARK, fontWeight: 700 }}>
              {name}
            </Link>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
