import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useOutletContext } from 'react-router-dom';
import { deferUntilNear } from '@/components/ui/defer-until-near';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { HomeHighlights } from '@/features/highlights/components/home-highlights';
import { ContactDetails } from '@/features/site-identity/components/contact-details';
import { FaqList, faqPage } from '@/features/site-identity/components/faq-list';
import { HowItWorks } from '@/features/site-identity/components/how-it-works';
import { PricingTableSkeleton } from '@/features/plans/components/pricing-table-skeleton';
import { useAbsoluteUrl, useSiteIdentity } from '@/lib/render-context';
import { instead } from '@/lib/section-scroll';
import type { PublicOutletContext } from './public-layout';
import { siteStructuredData } from './site-structured-data';

const ThemePreview = deferUntilNear(async () => (await import('@/features/themes/components/theme-preview')).ThemePreview);
const PricingTable = deferUntilNear(async () => (await import('@/features/plans/components/pricing-table')).PricingTable);
const WorkSampleCarousel = deferUntilNear(
  async () => (await import('@/features/work-samples/components/work-sample-carousel')).WorkSampleCarousel,
);
const OrderForm = deferUntilNear(async () => (await import('@/features/orders/components/order-form')).OrderForm);

/** The header's links land on #plan and #contact_us: leave room for the sticky header above them. */
const ANCHOR_OFFSET = { scrollMarginTop: 88 } as const;
/** Alternate sections sit on this tint so the long page reads as distinct blocks. */
const TINT = '#f1f5f9';
/**
 * Sections below the first screen are laid out only when they come near it: on a phone, styling
 * and laying out the whole long page at once held the first paint back. The size is a first guess
 * until each has been seen (`auto` then remembers its real one).
 */
const offscreen = (height: { xs: number; md: number }) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize: { xs: `auto ${height.xs}px`, md: `auto ${height.md}px` },
  }) as const;

export function HomePage() {
  const { openOrder, orderAbout } = useOutletContext<PublicOutletContext>();
  const absolute = useAbsoluteUrl();
  const { siteSettings, faqItems } = useSiteIdentity();
  const structuredData = siteStructuredData(siteSettings, absolute(paths.home));
  return (
    <>
      <Seo
        title={`${site.name} | طراحی سایت و فروشگاه اینترنتی`}
        description="سایت شخصی یا فروشگاه اینترنتی کسب‌وکارتان را با بیش از ۳۰ قالب آماده، پشتیبانی حرفه‌ای و نمایش محصولات در موتور جستجوی کسب‌وکارها بسازید."
        path={paths.home}
        structuredData={faqItems.length > 0 ? [...structuredData, faqPage(faqItems)] : structuredData}
      />
      <Hero onOrder={openOrder} />

      <Section
        id="features"
        height={{ xs: 1350, md: 575 }}
        title="چرا سایت خود را با ما بسازید؟"
        lead="هر آنچه یک کسب‌وکار کوچک برای دیده‌شدن و فروش آنلاین لازم دارد."
      >
        <HomeHighlights />
      </Section>

      <Section
        id="how-it-works"
        height={{ xs: 1050, md: 520 }}
        title="از درخواست تا تحویل سایت"
        lead="چهار گام ساده، با زمان هر گام؛ بیشتر سایت‌ها در کمتر از دو هفته آماده می‌شوند."
        tinted
      >
        <HowItWorks />
      </Section>

      {/* The preview and the carousel bring their own section, heading and spacing. */}
      <Box sx={{ bgcolor: TINT, ...offscreen({ xs: 1650, md: 1240 }) }}>
        <ThemePreview placeholder={<Placeholder height={{ xs: 1650, md: 1240 }} />} />
      </Box>

      <Section id="plan" height={{ xs: 1040, md: 880 }} title="تعرفه‌ها" lead="امکانات، قیمت سالانه و فضای میزبانی هر پلن را مقایسه کنید.">
        <PricingTable
          placeholder={<PricingTableSkeleton />}
          onChoosePlan={(plan) => orderAbout({ planId: plan.id, label: `پلن ${plan.title}` })}
        />
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.plans} sx={{ fontWeight: 700 }}>
            صفحه تعرفه‌ها
          </Link>
        </Box>
      </Section>

      <Box sx={{ bgcolor: TINT, ...offscreen({ xs: 740, md: 780 }) }}>
        <WorkSampleCarousel placeholder={<Placeholder height={{ xs: 740, md: 780 }} />} />
      </Box>

      {faqItems.length > 0 && (
        <Section id="faq" height={{ xs: 700, md: 560 }} title="پرسش‌های متداول" lead="پاسخ پرسش‌هایی که پیش از سفارش بیشتر می‌پرسند.">
          <FaqList items={faqItems} />
        </Section>
      )}

      <Section
        id="contact_us"
        height={{ xs: 980, md: 930 }}
        title="تماس با ما"
        lead="درخواست خود را ثبت کنید تا مشاوران ما با شما تماس بگیرند."
      >
        <ContactBlock />
      </Section>
    </>
  );
}

function Hero({ onOrder }: { onOrder: () => void }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        background: 'linear-gradient(160deg, #f0fdfa 0%, #ccfbf1 55%, #fff7ed 100%)',
        borderBottom: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <Container
        sx={{
          py: { xs: 6, md: 10 },
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 0.9fr' },
          alignItems: 'center',
        }}
      >
        <Box>
          <Typography component="p" sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}>
            زیرمجموعه {site.parentName}
          </Typography>
          <Typography id="hero-title" variant="h1" sx={{ mb: 2 }}>
            سایت و فروشگاه اینترنتی کسب‌وکارتان را با ما بسازید
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, color: 'text.secondary', mb: 4, maxWidth: 560 }}>
            سایت شخصی با دامنه خودتان، قالب آماده متناسب با حوزه کاری، پشتیبانی حرفه‌ای و نمایش محصولات در موتور جستجوی کسب‌وکارها؛ بدون
            دردسر فنی و با هزینه سالانه مشخص.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              variant="contained"
              size="large"
              href={paths.order}
              role="button"
              onClick={instead(onOrder)}
              sx={{ px: 4, flexGrow: { xs: 1, sm: 0 } }}
            >
              ثبت درخواست سایت
            </Button>
            <Button
              variant="outlined"
              size="large"
              component={RouterLink}
              to={paths.themes}
              endIcon={<ArrowBackIcon />}
              sx={{ px: 3, flexGrow: { xs: 1, sm: 0 }, bgcolor: 'background.paper' }}
            >
              مشاهده قالب‌ها
            </Button>
          </Box>
        </Box>
        <HeroMockup />
      </Container>
    </Box>
  );
}

/** A drawn browser window: decoration only, so nothing to download before the first paint. */
function HeroMockup() {
  const bar = (width: string, color = '#e2e8f0') => <Box sx={{ height: 10, width, borderRadius: 5, bgcolor: color }} />;
  return (
    <Box aria-hidden sx={{ display: { xs: 'none', md: 'block' }, position: 'relative', pb: 4 }}>
      <Paper elevation={8} sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', gap: 0.75, p: 1.5, bgcolor: '#f1f5f9' }}>
          {['#f87171', '#fbbf24', '#34d399'].map((c) => (
            <Box key={c} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: c }} />
          ))}
        </Box>
        <Box sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Box sx={{ height: 110, borderRadius: 2, background: 'linear-gradient(135deg, #0f766e, #5eead4)' }} />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}>
            {[0, 1, 2].map((i) => (
              <Box key={i} sx={{ display: 'grid', gap: 1 }}>
                <Box sx={{ height: 56, borderRadius: 1.5, bgcolor: i === 1 ? '#fed7aa' : '#ccfbf1' }} />
                {bar('80%')}
                {bar('55%', '#cbd5e1')}
              </Box>
            ))}
          </Box>
        </Box>
      </Paper>
      <Paper
        elevation={10}
        sx={{ position: 'absolute', insetInlineStart: -24, bottom: 0, width: 96, borderRadius: 3, p: 1, display: 'grid', gap: 0.75 }}
      >
        <Box sx={{ height: 54, borderRadius: 1.5, background: 'linear-gradient(135deg, #c2410c, #fdba74)' }} />
        {bar('90%')}
        {bar('60%', '#cbd5e1')}
        <Box sx={{ height: 34, borderRadius: 1.5, bgcolor: '#ccfbf1' }} />
      </Paper>
    </Box>
  );
}

/** Holds the place of a section whose chunk is still on its way, so the page below does not jump. */
function Placeholder({ height }: { height: { xs: number; md: number } }) {
  return (
    <Box aria-hidden sx={{ minHeight: height, py: { xs: 6, md: 8 } }}>
      <Container>
        <Skeleton variant="text" sx={{ width: 280, maxWidth: '70%', mx: 'auto', fontSize: '2rem' }} />
      </Container>
    </Box>
  );
}

interface SectionProps {
  id: string;
  title: string;
  lead: string;
  /** Its height on a phone and on a wide screen, reserved while it is off screen. */
  height: { xs: number; md: number };
  /** On the alternate tint, to stand apart from its neighbours. */
  tinted?: boolean;
  children: ReactNode;
}

function Section({ id, title, lead, height, tinted = false, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    // Focusable by script only: the header's links move focus here (lib/section-scroll.ts).
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={titleId}
      sx={{ ...ANCHOR_OFFSET, ...offscreen(height), py: { xs: 6, md: 8 }, outline: 'none', ...(tinted && { bgcolor: TINT }) }}
    >
      <Container>
        <Box sx={{ textAlign: 'center', mb: { xs: 3, md: 5 } }}>
          <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{lead}</Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}

function ContactBlock() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' },
        alignItems: 'start',
        maxWidth: 1000,
        mx: 'auto',
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, md: 4 }, bgcolor: 'primary.dark', color: 'primary.contrastText', borderColor: 'primary.dark' }}
      >
        <PhoneInTalkOutlinedIcon aria-hidden sx={{ fontSize: 40, mb: 1 }} />
        <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
          پشتیبانی و مشاوره
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 2 }}>پیش از ثبت درخواست سؤالی دارید؟ با کارشناسان ما تماس بگیرید.</Typography>
        <ContactDetails />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
        <Typography variant="h3" component="h3" sx={{ mb: 2 }}>
          درخواست طراحی سایت
        </Typography>
        <OrderForm placeholder={<Skeleton variant="rounded" height={440} />} />
      </Paper>
    </Box>
  );
}
