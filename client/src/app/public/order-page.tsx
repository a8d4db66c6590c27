import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { OrderForm, type OrderSubject } from '@/features/orders/components/order-form';
import { useThemePage } from '@/features/themes/use-theme-page';

/**
 * The order form on a page of its own: the header's order button leads here before (or without)
 * the page's code, and a form posted without JavaScript and refused comes back here with the
 * visitor's values and the messages (POST /order).
 */
export function OrderPage() {
  const subject = useOrderSubject();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Seo
        title={`ثبت درخواست طراحی سایت | ${site.name}`}
        description="نام و شماره موبایل خود را بگذارید تا مشاوران ما برای طراحی سایت یا فروشگاه اینترنتی با شما تماس بگیرند."
        path={paths.order}
      />
      <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        درخواست طراحی سایت
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        درخواست خود را ثبت کنید تا مشاوران ما با شما تماس بگیرند.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <OrderForm subject={subject} />
      </Paper>
    </Container>
  );
}

/** A positive id from the address, else 0. */
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : 0);

/**
 * «سفارش این قالب» / «سفارش این پلن» before or without the page's code lead here as
 * `?theme=&plan=` (the server keeps only ids that exist): the form names them and records them.
 */
function useOrderSubject(): OrderSubject | undefined {
  const [search] = useSearchParams();
  const themeId = idParam(search.get('theme'));
  const planId = idParam(search.get('plan'));
  const { theme } = useThemePage(themeId);
  if (!themeId && !planId) return undefined;
  const plan = theme?.plans.find((candidate) => candidate.id === planId);
  const label = theme ? (plan ? `${theme.title}، پلن ${plan.title}` : theme.title) : undefined;
  return { themeId: themeId || undefined, planId: planId || undefined, label };
}
