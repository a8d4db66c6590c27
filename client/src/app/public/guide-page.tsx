import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { GuideCard } from '@/features/guides/components/guide-card';
import { guideList } from '@/features/guides/guide-steps';
import { guideBreadcrumbs, guideShareImage } from '@/features/guides/guide-structured-data';
import { useAbsoluteUrl } from '@/lib/render-context';

export function GuidePage() {
  const absolute = useAbsoluteUrl();
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      <Seo
        title={`آموزش‌های وردپرس و ووکامرس | ${site.name}`}
        description="آموزش تصویری و گام‌به‌گام ایجاد نوشته در وردپرس، افزودن محصول و ویرایش محصول در ووکامرس برای مدیریت سایت و فروشگاه اینترنتی."
        path={paths.guide}
        image={guideShareImage(guideList[0])}
        structuredData={guideBreadcrumbs(absolute)}
      />
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        آموزش‌ها
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 4, md: 5 }, maxWidth: 720 }}>
        سایت شما روی وردپرس ساخته می‌شود. با این آموزش‌های تصویری، نوشته‌ها و محصولات فروشگاه را خودتان و بدون نیاز به دانش فنی منتشر و
        به‌روز کنید.
      </Typography>
      <Grid container spacing={3} component="section" aria-label="فهرست آموزش‌ها">
        {guideList.map((guide) => (
          <Grid key={guide.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <GuideCard guide={guide} />
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
