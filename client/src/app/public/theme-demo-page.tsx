import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { ThemeDemo, useDemoTheme } from '@/features/themes/components/theme-demo';
import { NotFoundPage } from './not-found-page';

/**
 * /themes/{id}/demo: the demo a seeded theme's «مشاهده دمو» leads to, served by the product
 * itself (its desktop and phone screenshots framed), never a placeholder address.
 */
export function ThemeDemoPage() {
  const id = Number(useParams().id);
  const theme = useDemoTheme(Number.isSafeInteger(id) ? id : 0);
  if (theme === null) return <NotFoundPage />;
  return (
    <Container sx={{ py: { xs: 4, md: 6 } }}>
      {theme && (
        <Seo
          title={`دموی ${theme.title} | ${site.name}`}
          description={theme.shortDescription || `نمای دسکتاپ و موبایل ${theme.title}.`}
          path={paths.themeDemo(theme.id)}
          image={theme.imageUrl}
        />
      )}
      <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.7rem', md: '2.2rem' } }}>
        {theme ? `دموی ${theme.title}` : <Skeleton width={280} />}
      </Typography>
      {theme?.shortDescription && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {theme.shortDescription}
        </Typography>
      )}
      {theme ? <ThemeDemo theme={theme} themesPath={paths.themes} orderPath={paths.order} /> : <Skeleton variant="rounded" height={480} />}
    </Container>
  );
}
