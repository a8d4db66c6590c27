/*
 * What a move to another public page waits for: a page's code (app/lazy-page.tsx) or its
 * data (lib/public-data.tsx). While any is on its way the navigation progress bar may show; the
 * router keeps the old page on screen meanwhile (its navigations are transitions).
 */
let pending = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts `promise` as a page load until it settles; returns it. */
export function trackPageLoad<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  const settle = () => {
    pending -= 1;
    notify();
  };
  promise.then(settle, settle);
  return promise;
}

export function subscribePageLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const pageLoadsPending = (): boolean => pending > 0;
