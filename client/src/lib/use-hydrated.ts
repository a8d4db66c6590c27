import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates server HTML, true from then on: for what
 * must wait for the page's code (a form that would otherwise submit itself natively, with its
 * fields in the URL, or lose what was typed before hydration).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
