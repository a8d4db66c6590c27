import type { ComponentType } from 'react';
import { Navigate, Route, Routes, matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyPage as page, type LazyPage } from './lazy-page';
import { PublicLayout } from './public/public-layout';

/*
 * Declarative routes with lazy pages: every page is its own chunk, and the router stays small
 * (the data router would add about 16 KB of gzip JavaScript to every first visit).
 */
/** A back-office page outside the back office's chunk (the login): its chunk and Apollo's arrive together. */
const dataPage = (load: () => Promise<ComponentType>) =>
  page(async () => {
    const [Page, { WithApollo }] = await Promise.all([load(), import('./with-apollo')]);
    return () => (
      <WithApollo>
        <Page />
      </WithApollo>
    );
  });

const HomePage = page(async () => (await import('./public/home-page')).HomePage);
const AboutPage = page(async () => (await import('./public/about-page')).AboutPage);
const ThemesPage = page(async () => (await import('./public/themes-page')).ThemesPage);
const WorkSamplesPage = page(async () => (await import('./public/work-samples-page')).WorkSamplesPage);
const PlansPage = page(async () => (await import('./public/plans-page')).PlansPage);
const ThemePage = page(async () => (await import('./public/theme-page')).ThemePage);
const ThemeDemoPage = page(async () => (await import('./public/theme-demo-page')).ThemeDemoPage);
const OrderPage = page(async () => (await import('./public/order-page')).OrderPage);
const OrderSentPage = page(async () => (await import('./public/order-sent-page')).OrderSentPage);
const GuidePage = page(async () => (await import('./public/guide-page')).GuidePage);
const GuideStepsPage = page(async () => (await import('./public/guide-steps-page')).GuideStepsPage);
const NotFoundPage = page(async () => (await import('./public/not-found-page')).NotFoundPage);
const LoginPage = dataPage(async () => (await import('./admin/login-page')).LoginPage);
/** The back office (its providers, guard and shell) is one lazy chunk: visitors never load it. */
const AdminApp = page(async () => (await import('./admin/admin-app')).AdminApp);

/**
 * The public pages, rendered on the server and hydrated in the browser, with the source modules
 * of their chunks (keys of Vite's manifest), which the server preloads with the page.
 */
const publicPages: { path: string; Page: LazyPage; modules: string[] }[] = [
  { path: paths.home, Page: HomePage, modules: ['src/app/public/home-page.tsx'] },
  { path: paths.about, Page: AboutPage, modules: ['src/app/public/about-page.tsx'] },
  { path: paths.themes, Page: ThemesPage, modules: ['src/app/public/themes-page.tsx'] },
  { path: paths.workSamples, Page: WorkSamplesPage, modules: ['src/app/public/work-samples-page.tsx'] },
  { path: paths.plans, Page: PlansPage, modules: ['src/app/public/plans-page.tsx'] },
  { path: paths.theme.pattern, Page: ThemePage, modules: ['src/app/public/theme-page.tsx'] },
  { path: paths.themeDemo.pattern, Page: ThemeDemoPage, modules: ['src/app/public/theme-demo-page.tsx'] },
  { path: paths.order, Page: OrderPage, modules: ['src/app/public/order-page.tsx'] },
  { path: paths.orderSent, Page: OrderSentPage, modules: ['src/app/public/order-sent-page.tsx'] },
  { path: paths.guide, Page: GuidePage, modules: ['src/app/public/guide-page.tsx'] },
  { path: paths.guideStepsPattern, Page: GuideStepsPage, modules: ['src/app/public/guide-steps-page.tsx'] },
];
const notFound = { Page: NotFoundPage, modules: ['src/app/public/not-found-page.tsx'] };

const publicPage = (pathname: string) => publicPages.find(({ path }) => matchPath(path, pathname)) ?? notFound;

/** The chunk of the public page at `pathname` (the 404 page for no match), to load before hydrating. */
export const preloadPublicPage = (pathname: string): Promise<unknown> => publicPage(pathname).Page.preload();

/** The source modules of that page's chunks. */
export const publicPageModules = (pathname: string): string[] => publicPage(pathname).modules;

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {publicPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={paths.adminLogin} element={<LoginPage />} />
      {/* docs/ARCHITECTURE.md §2: login success goes to /dashboard; /admin alone leads there too (inside AdminApp). */}
      <Route path={paths.adminEntry} element={<Navigate to={paths.admin.dashboard} replace />} />
      <Route path={`${paths.adminRoot}/*`} element={<AdminApp />} />
    </Routes>
  );
}
