import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

/**
 * Where an order posted without JavaScript lands (303 from POST /order): a page of its own, so
 * reloading it sends nothing again.
 */
export function OrderSentPage() {
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
