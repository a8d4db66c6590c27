import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { IRAN_MOBILE } from '@site-builder/rules';
import { useSiteIdentity } from '@/lib/render-context';
import { internationalPhone, SOCIAL_LINKS } from '@/lib/site-identity';

/**
 * On a phone, a call button (and a message button) always at hand at the bottom of the screen:
 * the support number from «تنظیمات سایت»; nothing when there is none. A message goes to a mobile
 * support number as an SMS, else to the first messenger the settings name.
 */
export function StickyContact() {
  const { siteSettings: settings } = useSiteIdentity();
  if (!settings.supportPhone) return null;
  const messenger = SOCIAL_LINKS.find(({ field }) => field !== 'instagramUrl' && settings[field]);
  const message = IRAN_MOBILE.test(settings.supportPhone)
    ? { href: `sms:${internationalPhone(settings.supportPhone)}`, label: 'پیامک به پشتیبانی', external: false }
    : messenger && { href: settings[messenger.field], label: `پیام در ${messenger.name}`, external: true };
  return (
    <Box
      component="aside"
      aria-label="تماس سریع"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1050,
        gap: 1,
        p: 1,
        pb: 'max(8px, env(safe-area-inset-bottom))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 16px rgba(15, 23, 42, 0.08)',
      }}
    >
      <Button
        variant="contained"
        href={`tel:${internationalPhone(settings.supportPhone)}`}
        startIcon={<PhoneOutlinedIcon />}
        sx={{ flex: 1, minHeight: 48 }}
      >
        تماس با پشتیبانی
      </Button>
      {message && (
        <Button
          variant="outlined"
          href={message.href}
          {...(message.external && { target: '_blank', rel: 'noopener' })}
          startIcon={<ChatOutlinedIcon />}
          sx={{ flex: 1, minHeight: 48 }}
        >
          {message.label}
        </Button>
      )}
    </Box>
  );
}
