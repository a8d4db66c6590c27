import { useSyncExternalStore } from 'react';

/**
 * Requests waiting for a first call, as the back office last heard from the server: the sidebar
 * badge and every admin page's tab title show it (docs/INTEGRATORS.md, "Live back office").
 */
let count = 0;
const listeners = new Set<() => void>();

export function setUnhandledCount(value: number): void {
  if (value === count) return;
  count = value;
  listeners.forEach((listener) => listener());
}

export function useUnhandledCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => count,
    () => 0,
  );
}
