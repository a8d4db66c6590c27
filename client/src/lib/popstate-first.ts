/**
 * A `popstate` listener added before the router's, so the back office can hear back/forward
 * first (see history-guard.ts). Only this hook is in the first-load code; what it calls is loaded
 * with the back office.
 */
let heardFirst: ((event: PopStateEvent) => void) | null = null;

/** Must run before the router mounts. */
export function listenToPopStateFirst(): void {
  window.addEventListener('popstate', (event) => heardFirst?.(event));
}

export function hearPopStateFirst(listener: (event: PopStateEvent) => void): void {
  heardFirst = listener;
}
