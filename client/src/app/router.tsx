import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage as page } from './lazy-page';
import { PublicLayout } from './public/public-layout';

/*
 * Declarative routes with lazy pages: every page is its own chunk, and the router stays small
 * (the data router would add about 16 KB of gzip JavaScript to every first visit).
 */
/** A page that loads data: its chunk and Apollo's arrive together, inside an Apollo boundary. */
const dataPage = (load: () => Promise<ComponentType>) =>
  lazy(async () => {
    const [Page, { WithApollo }] = await Promise.all([load(), import('./with-apollo')]);
    return {
      default: () => (
        <WithApollo>
          <Page />
        </WithApollo>
      ),
    };
  });

const HomePage = page(async () => (await import('./public/home-page')).HomePage);
const AboutPage = page(async () => (await import('./public/about-page')).AboutPage);
const ThemesPage = dataPage(async () => (await import('./public/themes-page')).ThemesPage);
const WorkSamplesPage = dataPage(async () => (await import('./public/work-samples-page')).WorkSamplesPage);
const PlansPage = dataPage(async () => (await import('./public/plans-page')).PlansPage);
const GuidePage = page(async () => (await import('./public/guide-page')).GuidePage);
const GuideStepsPage = page(async () => (await import('./public/guide-steps-page')).GuideStepsPage);
const NotFoundPage = page(async () => (await import('./public/not-found-page')).NotFoundPage);
const LoginPage = dataPage(async () => (await import('./admin/login-page')).LoginPage);
/** The back office (its providers, guard and shell) is one lazy chunk: visitors never load it. */
const AdminApp = page(async () => (await import('./admin/admin-app')).AdminApp);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="themes" element={<ThemesPage />} />
        <Route path="work-samples" element={<WorkSamplesPage />} />
        <Route path="plans" element={<PlansPage />} />
        <Route path="guide" element={<GuidePage />} />
        <Route path="guide/wordpress/:guide" element={<GuideStepsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={paths.adminLogin} element={<LoginPage />} />
      {/* Spec §2: login success goes to /dashboard; /admin alone leads there too (inside AdminApp). */}
      <Route path="/dashboard" element={<Navigate to={paths.admin.dashboard} replace />} />
      <Route path="/admin/*" element={<AdminApp />} />
    </Routes>
  );
}
