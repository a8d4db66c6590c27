import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's chunk; the browser awaits it before hydrating a server-rendered page. */
  preload(): Promise<unknown>;
};

type PageModule = { default: ComponentType };

/**
 * A page as its own chunk, loaded when its route first renders (or is preloaded). Once preloaded,
 * it renders at once: React.lazy settles a promise only in a later tick, which would leave a
 * hydrating page suspended for a moment, while a thenable that answers synchronously does not.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load().then((Page) => (loaded = { default: Page })));
  const component = lazy(() =>
    loaded ? ({ then: (settle: (module: PageModule) => void) => settle(loaded!) } as unknown as Promise<PageModule>) : preload(),
  );
  return Object.assign(component, { preload });
}
