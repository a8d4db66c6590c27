import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

/** How far below the screen a section starts loading. */
const NEAR = '200px 0px';

/**
 * A section whose code the browser loads only when it comes near the screen.
 * The server renders it at once, with its data, so crawlers and the first paint have it; the
 * browser keeps that HTML as it is (not hydrated, not interactive) until the section is near,
 * then loads and hydrates it. After a navigation in the browser, the placeholder holds its place.
 */
export function deferUntilNear<P extends object>(load: () => Promise<ComponentType<P>>) {
  let open!: () => void;
  const near = new Promise<void>((resolve) => (open = resolve));
  if (typeof window === 'undefined') open();
  const Section = lazy(async () => {
    await near;
    return { default: await load() };
  });

  return function Deferred({ placeholder, ...props }: P & { placeholder: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element || typeof IntersectionObserver === 'undefined') return open();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
        rootMargin: NEAR,
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={placeholder}>
          <Section {...(props as P)} />
        </Suspense>
      </div>
    );
  };
}
