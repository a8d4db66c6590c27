import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts loading the page's chunk; the browser awaits it before hydrating a server-rendered page. */
  preload(): Promise<unknown>;
};

/** A page as its own chunk, loaded when its route first renders (or is preloaded). */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => (loading ??= load().then((Page) => ({ default: Page })));
  return Object.assign(lazy(preload), { preload });
}
