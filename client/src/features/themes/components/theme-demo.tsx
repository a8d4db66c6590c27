import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CatalogueThemesDocument } from '@/generated/public/graphql';
import { usePublicQuery } from '@/lib/public-data';
import { BrowserMockup, PhoneMockup } from './device-mockups';

export type DemoTheme = { id: number; title: string; shortDescription?: string | null; imageUrl: string; mobileImageUrl?: string | null };

/**
 * A theme of the catalogue by id, from the same query as the catalogue (one cached answer for
 * both); undefined while it loads, null when there is no such theme.
 */
export function useDemoTheme(id: number): DemoTheme | null | undefined {
  const { data } = usePublicQuery(CatalogueThemesDocument);
  if (!data) return undefined;
  return data.themes.find((theme) => theme.id === id) ?? null;
}

/** The theme's desktop and phone screenshots framed as the devices, with the way back and to an order. */
export function ThemeDemo({ theme, themesPath, orderPath }: { theme: DemoTheme; themesPath: string; orderPath: string }) {
  return (
    <Stack spacing={4}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 260px' },
          alignItems: 'start',
        }}
      >
        <Box component="figure" sx={{ m: 0 }}>
          <BrowserMockup src={theme.imageUrl} alt={`نمای دسکتاپ ${theme.title}`} lazy={false} sizes="(min-width: 900px) 820px, 100vw" />
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
            نمای دسکتاپ
          </Typography>
        </Box>
        {theme.mobileImageUrl && (
          <Box component="figure" sx={{ m: 0, maxWidth: 260, mx: 'auto', width: '100%' }}>
            <PhoneMockup src={theme.mobileImageUrl} alt={`نمای موبایل ${theme.title}`} lazy={false} sizes="260px" />
            <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
              نمای موبایل
            </Typography>
          </Box>
        )}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={orderPath} variant="contained" size="large">
          سفارش این قالب
        </Button>
        <Button component={RouterLink} to={themesPath} variant="outlined" size="large" endIcon={<ArrowBackIcon />}>
          همه قالب‌ها
        </Button>
      </Stack>
    </Stack>
  );
}
