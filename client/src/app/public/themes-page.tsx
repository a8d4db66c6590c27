import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ThemeCatalogue } from '@/features/themes/components/theme-catalogue';
import { ThemeStructuredData } from '@/features/themes/components/theme-structured-data';
import { filtersFromSearch } from '@/features/themes/theme-filters';

export function ThemesPage() {
  const filters = filtersFromSearch(useSearchParams()[0]);
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Seo
        title={`قالب‌های سایت و فروشگاه اینترنتی | ${site.name}`}
        description="بیش از ۳۰ قالب آماده برای سایت شرکتی، فروشگاه اینترنتی، پزشکی، رستوران، آموزشی و املاک؛ قالب‌ها را بر اساس دسته و پلن ببینید و دموی هر کدام را باز کنید."
        // Every filtered view is the catalogue narrowed: one canonical address, /themes, for all of them.
        path={paths.themes}
      />
      <Stack spacing={1} sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="h1">قالب‌های سایت</Typography>
        <Typography color="text.secondary">
          قالب مناسب کسب‌وکارتان را انتخاب کنید؛ با فیلتر دسته‌بندی و پلن، فهرست را کوتاه کنید و دموی هر قالب را در زبانه جدید ببینید.
        </Typography>
      </Stack>
      <ThemeCatalogue />
      <ThemeStructuredData filters={filters} />
    </Container>
  );
}
