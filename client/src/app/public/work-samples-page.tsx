import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { toPersianDigits } from '@/lib/format';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { WorkSampleList } from '@/features/work-samples/components/work-sample-list';
import { WorkSampleStructuredData } from '@/features/work-samples/components/work-sample-structured-data';
import { pageFromSearch, searchForPage } from '@/features/work-samples/page-param';

export function WorkSamplesPage() {
  const page = pageFromSearch(useSearchParams()[0]);
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Seo
        // Each page its own title, so page 2 is not page 1's twin in search results.
        title={page > 1 ? `نمونه کارها، صفحه ${toPersianDigits(page)} | ${site.name}` : `نمونه کارها | ${site.name}`}
        description="سایت‌ها و فروشگاه‌های اینترنتی که برای کسب‌وکارهای کوچک ساخته‌ایم؛ نشانی هر سایت، پلن آن و تصویرش را ببینید و از کار ما مطمئن شوید."
        // Each page of the portfolio is content of its own: its canonical address keeps the page.
        path={page > 1 ? `${paths.workSamples}?${searchForPage(page)}` : paths.workSamples}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: { xs: 3, md: 4 } }}
      >
        <Stack spacing={1}>
          <Typography variant="h1">نمونه کارها</Typography>
          <Typography color="text.secondary">
            سایت‌هایی که برای کسب‌وکارهای مختلف طراحی کرده‌ایم؛ روی نشانی هر سایت بزنید تا آن را ببینید.
          </Typography>
        </Stack>
        {/* In right to left, "back" points right. */}
        <Button
          component={RouterLink}
          to={paths.home}
          variant="outlined"
          startIcon={<ArrowForwardIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          بازگشت به صفحه اصلی
        </Button>
      </Stack>
      <WorkSampleList />
      <WorkSampleStructuredData page={page} />
    </Container>
  );
}
