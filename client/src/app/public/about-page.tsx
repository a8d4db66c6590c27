import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useOutletContext } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { branchFeatures, FOUNDED_YEAR, formatYear, goals, SUPPORT_DAYS, THEME_COUNT_FLOOR } from '@/features/about/about-content';
import { AboutItemGrid } from '@/features/about/components/about-item-grid';
import { CompanyTimeline, PatentNote } from '@/features/about/components/company-timeline';
import { formatNumber } from '@/lib/format';
import { useAbsoluteUrl, useSiteIdentity } from '@/lib/render-context';
import { organization } from './site-structured-data';
import type { PublicOutletContext } from './public-layout';

function Section({
  id,
  title,
  lead,
  children,
  tinted,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'background.paper' : undefined }}
    >
      <Container>
        <Typography id={`${id}-title`} variant="h2" sx={{ mb: lead ? 1.5 : 4 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 760 }}>
            {lead}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}

const highlights = [
  { value: `از ${formatYear(FOUNDED_YEAR)}`, label: 'در کنار کسب‌وکارها' },
  { value: `+${formatNumber(THEME_COUNT_FLOOR)}`, label: 'قالب آماده' },
  { value: formatNumber(SUPPORT_DAYS), label: 'روز پشتیبانی در سال' },
];

export function AboutPage() {
  const { openOrder } = useOutletContext<PublicOutletContext>();
  const absolute = useAbsoluteUrl();
  const { siteSettings } = useSiteIdentity();
  const company = organization(siteSettings, absolute(paths.home));
  return (
    <>
      <Seo
        title={`درباره ما | ${site.name}`}
        description={`${site.name}، خدمت طراحی سایت و فروشگاه اینترنتی ${site.parentName}: شرکتی ثبت‌شده از ${formatYear(FOUNDED_YEAR)}، دارای ثبت اختراع و شرکت خلاق، با بیش از ${formatNumber(THEME_COUNT_FLOOR)} قالب و ${formatNumber(SUPPORT_DAYS)} روز پشتیبانی.`}
        path={paths.about}
        structuredData={[
          {
            '@type': 'AboutPage',
            name: `درباره ${site.name}`,
            url: absolute(paths.about),
            inLanguage: 'fa-IR',
            about: { '@id': company['@id'] },
          },
          company,
        ]}
      />

      <Box sx={{ background: 'linear-gradient(160deg, #ccfbf1 0%, #f8fafc 70%)', py: { xs: 6, md: 9 } }}>
        <Container>
          <Typography variant="h1" sx={{ mb: 2 }}>
            درباره ما
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 760, mb: 4 }}>
            {site.name} خدمت طراحی سایت شخصی و فروشگاه اینترنتی {site.parentName} است. ما برای کسب‌وکارهای کوچک سایتی می‌سازیم که به اندازه
            کار خودشان باشد؛ سریع، با هزینه مناسب و بی‌دردسر، تا بیشتر دیده شوند و بیشتر بفروشند.
          </Typography>
          <Stack component="ul" direction="row" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: { xs: 1.5, sm: 2 } }}>
            {highlights.map((item) => (
              <Box
                component="li"
                key={item.label}
                sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 3, px: 2.5, py: 1.5, minWidth: 140 }}
              >
                <Typography sx={{ fontWeight: 900, fontSize: '1.4rem', color: 'primary.dark', lineHeight: 1.5 }}>{item.value}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.label}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Container>
      </Box>

      <Section id="story" title="داستان ما">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography sx={{ mb: 2 }}>
              {site.parentName} را با یک باور ساده آغاز کردیم: هر کسب‌وکاری، هر قدر هم کوچک، باید بتواند به‌آسانی پیدا شود. این مسیر از سال{' '}
              {formatYear(FOUNDED_YEAR)} با ثبت شرکت شروع شد و امروز با سرویس سایت‌ساز ادامه دارد؛ سرویسی که به کسب‌وکارها کمک می‌کند جایگاه
              خودشان را در اینترنت داشته باشند.
            </Typography>
            <PatentNote />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <CompanyTimeline />
          </Grid>
        </Grid>
      </Section>

      <Section id="goals" title="اهداف سرویس سایت‌ساز" lead="آنچه برای هر کسب‌وکاری که به ما می‌سپارد دنبال می‌کنیم:" tinted>
        <AboutItemGrid items={goals} columns={4} />
      </Section>

      <Section
        id="branch"
        title="امکانات شعبه شما"
        lead={`هر کسب‌وکاری که به ما می‌پیوندد، در ${site.parentName} یک شعبه دارد با این امکانات:`}
      >
        <AboutItemGrid items={branchFeatures} columns={3} testId="branch-features" />
      </Section>

      <Section id="themes" title={`بیش از ${formatNumber(THEME_COUNT_FLOOR)} قالب آماده`} tinted>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
          <Typography sx={{ maxWidth: 720 }}>
            از میان بیش از {formatNumber(THEME_COUNT_FLOOR)} قالب حرفه‌ای برای فروشگاه‌ها، شرکت‌ها و خدمات گوناگون، قالبی را که به کار شما
            می‌آید انتخاب کنید. همه قالب‌ها واکنش‌گرا هستند و روی موبایل هم کامل و زیبا نمایش داده می‌شوند.
          </Typography>
          <Button
            component={RouterLink}
            to={paths.themes}
            variant="outlined"
            size="large"
            endIcon={<ArrowBackIcon />}
            sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            مشاهده قالب‌ها
          </Button>
        </Stack>
      </Section>

      <Container sx={{ pt: { xs: 5, md: 8 } }}>
        <Box
          component="section"
          aria-labelledby="order-cta-title"
          sx={{
            bgcolor: 'primary.dark',
            color: 'primary.contrastText',
            borderRadius: 4,
            p: { xs: 3, md: 5 },
            textAlign: { xs: 'start', md: 'center' },
          }}
        >
          <Typography id="order-cta-title" variant="h2" sx={{ mb: 1.5 }}>
            سایت کسب‌وکارتان را همین امروز سفارش دهید
          </Typography>
          <Typography sx={{ mb: 3, color: '#ccfbf1' }}>
            فرم کوتاه درخواست را پر کنید؛ مشاوران ما به‌زودی با شما تماس می‌گیرند و بهترین پلن و قالب را پیشنهاد می‌دهند.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" color="secondary" size="large" onClick={openOrder}>
              ثبت درخواست طراحی سایت
            </Button>
            <Button
              component={RouterLink}
              to={paths.plans}
              variant="outlined"
              size="large"
              sx={{ color: 'primary.contrastText', borderColor: 'rgba(255,255,255,0.6)', '&:hover': { borderColor: '#fff' } }}
            >
              مقایسه تعرفه‌ها
            </Button>
          </Stack>
        </Box>
      </Container>
    </>
  );
}
