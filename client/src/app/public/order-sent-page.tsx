import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { toPersianDigits } from '@/lib/format';

/**
 * Where an order posted without JavaScript lands (303 from POST /order to /order/sent?ref=): a page
 * of its own, so reloading it sends nothing again, showing the request's reference («کد پیگیری»).
 */
export function OrderSentPage() {
  const [search] = useSearchParams();
  const ref = search.get('ref');
  // As the server renders it (server/src/delivery/site/page-routes.ts): digits only, else none.
  const reference = ref && /^\d{6,12}$/.test(ref) ? ref : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Seo
        title={`درخواست شما ثبت شد | ${site.name}`}
        description="درخواست طراحی سایت شما ثبت شد؛ مشاوران ما به‌زودی با شما تماس می‌گیرند."
        path={paths.orderSent}
        // One visitor's confirmation, nothing for a search engine.
        noindex
      />
      <CheckCircleOutlineOutlinedIcon aria-hidden sx={{ fontSize: 72, color: 'success.main', mb: 2 }} />
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        درخواست شما ثبت شد
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }} role="status">
        مشاوران ما به‌زودی با شما تماس می‌گیرند. تا آن زمان می‌توانید قالب‌ها و تعرفه‌ها را ببینید.
      </Typography>
      {reference && (
        <Typography data-testid="order-reference" sx={{ mb: 4, fontWeight: 700, fontSize: '1.2rem' }}>
          کد پیگیری: {toPersianDigits(reference)}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home} variant="contained">
          صفحه اصلی
        </Button>
        <Button component={RouterLink} to={paths.themes} variant="outlined">
          قالب‌ها
        </Button>
        <Button component={RouterLink} to={paths.plans} variant="outlined">
          تعرفه‌ها
        </Button>
      </Stack>
    </Container>
  );
}
