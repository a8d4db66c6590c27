import { Route } from 'react-router-dom';
import { lazyPage } from '@/app/lazy-page';
import { paths } from '@/config/paths';

const ApiTokensPage = lazyPage(async () => (await import('./api-tokens-page')).ApiTokensPage);
const AddApiTokenPage = lazyPage(async () => (await import('./add-api-token-page')).AddApiTokenPage);

export const apiTokenRoutes = (
  <>
    <Route path={paths.admin.apiTokens} element={<ApiTokensPage />} />
    <Route path={paths.admin.addApiToken} element={<AddApiTokenPage />} />
  </>
);
