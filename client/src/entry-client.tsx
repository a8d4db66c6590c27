import 'vazirmatn/Vazirmatn-Variable-font-face.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { RenderInfoProvider } from '@/app/render-context';
import { AppRoutes, preloadPublicPage } from '@/app/router';
import { readServerState } from '@/lib/server-state';

const serverState = readServerState();
const app = (
  <StrictMode>
    <RenderInfoProvider value={{ publicUrl: serverState?.publicUrl ?? window.location.origin }}>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </RenderInfoProvider>
  </StrictMode>
);
const container = document.getElementById('root')!;

if (serverState) {
  // The page's chunk first: hydrating without it would leave the page as inert HTML a moment longer.
  await preloadPublicPage(window.location.pathname);
  hydrateRoot(container, app);
} else {
  // The back office is not rendered on the server: its shell starts empty.
  createRoot(container).render(app);
}
