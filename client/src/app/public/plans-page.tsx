import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useOutletContext } from 'react-router-dom';
import { instead } from '@/lib/section-scroll';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { PlanStructuredData } from '@/features/plans/components/plan-structured-data';
import { PricingTable } from '@/features/plans/components/pricing-table';
import type { PublicOutletContext } from './public-layout';

export function PlansPage() {
  const { openOrder, orderAbout } = useOutletContext<PublicOutletContext>();
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Seo
        title={`تعرفه‌های طراحی سایت و فروشگاه اینترنتی | ${site.name}`}
        description="مقایسه امکانات، قیمت سالانه با تخفیف و فضای میزبانی پلن‌های سایت غیر فروشگاهی، فروشگاهی، فروشگاهی پلاس و سفارشی."
        path={paths.plans}
      />
      <Box component="header" sx={{ mb: { xs: 3, md: 4 }, maxWidth: 760 }}>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          تعرفه‌های طراحی سایت
        </Typography>
        <Typography color="text.secondary">
          چهار پلن برای چهار نیاز: از سایت معرفی کسب‌وکار تا فروشگاه اینترنتی کامل و سایت کاملاً سفارشی. امکانات هر پلن، قیمت سالانه با تخفیف
          و فضای میزبانی را کنار هم ببینید و پلن مناسب کسب‌وکارتان را انتخاب کنید.
        </Typography>
      </Box>

      <PricingTable onChoosePlan={(plan) => orderAbout({ planId: plan.id, label: `پلن ${plan.title}` })} />
      <PlanStructuredData />

      <Paper
        component="section"
        aria-labelledby="plans-order-title"
        elevation={0}
        sx={{
          mt: { xs: 4, md: 6 },
          p: { xs: 3, md: 4 },
          bgcolor: 'primary.dark',
          color: 'primary.contrastText',
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'center' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box>
          <Typography id="plans-order-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
            برای انتخاب پلن راهنمایی می‌خواهید؟
          </Typography>
          <Typography sx={{ opacity: 0.9 }}>
            درخواست خود را ثبت کنید تا مشاوران ما با شما تماس بگیرند و پلن مناسب کسب‌وکارتان را پیشنهاد دهند.
          </Typography>
        </Box>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          href={paths.order}
          role="button"
          onClick={instead(openOrder)}
          sx={{ flexShrink: 0, px: 4, '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 } }}
        >
          ثبت درخواست سایت
        </Button>
      </Paper>
    </Container>
  );
}
