import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from '@/app/providers';
import { RenderInfoProvider } from '@/lib/render-context';
import { AppRoutes, preloadPublicPage } from '@/app/router';
import { listenToPopStateFirst } from '@/lib/popstate-first';
import type { ServerState } from '@/lib/server-state';

/**
 * Marks the document once the app has taken over the server's HTML (effects run after hydration
 * commits): the browser tests wait for it before clicking, as a visitor's tap before it is lost.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** Hydrates the server's page, or renders the back office's empty shell. */
export async function startClient(serverState: ServerState | null): Promise<void> {
  listenToPopStateFirst();
  const app = (
    <StrictMode>
      <RenderInfoProvider
        value={{
          publicUrl: serverState?.publicUrl ?? window.location.origin,
          jalaliYear: serverState?.jalaliYear ?? '',
          orderForm: serverState?.orderForm,
          identity: serverState?.identity ?? null,
        }}
      >
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <HydrationMark />
        </Providers>
      </RenderInfoProvider>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (!serverState) {
    createRoot(container).render(app);
    return;
  }
  // The page's chunk first: hydrating without it would leave the page as inert HTML a moment longer.
  await preloadPublicPage(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds: the page, already
  // visible, stays responsive to the first tap instead of freezing for one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}
