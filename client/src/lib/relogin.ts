/**
 * A save refused because the session ended waits here while the admin logs in again over the
 * page, then goes out again with the new token: what was typed is never thrown away.
 */
type Listener = () => void;

let pending: Promise<boolean> | null = null;
let settle: ((loggedIn: boolean) => void) | null = null;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

/** Resolves true once the admin has logged in again, false when they gave up. One prompt serves every waiting request. */
export function awaitRelogin(): Promise<boolean> {
  pending ??= new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  notify();
  return pending;
}

export function finishRelogin(loggedIn: boolean): void {
  settle?.(loggedIn);
  pending = null;
  settle = null;
  notify();
}

export const reloginStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  asking(): boolean {
    return pending !== null;
  },
};
