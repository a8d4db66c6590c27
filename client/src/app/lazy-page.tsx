import { use, type ComponentType } from 'react';
import { PageErrorBoundary } from '@/components/ui/page-error-boundary';
import { trackPageLoad } from '@/lib/navigation-progress';

export type LazyPage = ComponentType & {
  /** Starts loading the page's chunk; the browser awaits it before hydrating a server-rendered page. */
  preload(): Promise<unknown>;
};

/**
 * A page as its own chunk, loaded when its route first renders (or is preloaded), inside its own
 * error boundary. Once loaded it renders at once, so a hydrating page never suspends. A load that
 * failed (the network blinked, a deploy replaced the chunk) is forgotten: unlike React.lazy, which
 * keeps the failure for good, the boundary's retry loads it again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= trackPageLoad(load()).then((Page) => (Loaded = Page)));
  // A failed load is kept (rendering again must not fetch again, in a loop) until the boundary's retry.
  const forgetFailure = () => {
    if (!Loaded) loading = undefined;
  };
  function Page() {
    const Component = Loaded ?? use(preload());
    return <Component />;
  }
  function BoundedPage() {
    return (
      <PageErrorBoundary onRetry={forgetFailure}>
        <Page />
      </PageErrorBoundary>
    );
  }
  return Object.assign(BoundedPage, { preload });
}
