/** Longer than any healthy answer, shorter than a balancer's health timeout (Caddy's is 3 s here). */
const CHECK_TIMEOUT_MS = 2000;

export interface DependencyCheck {
  status: 'ok' | 'unavailable';
  latencyMs: number;
}

/**
 * Runs one dependency probe: `ok` when it resolves to true within the timeout. A probe that hangs
 * (a database behind a dead network path) must not hold the readiness answer past the balancer's
 * patience, or the instance would look dead instead of not ready.
 */
export async function timedCheck(probe: () => Promise<boolean>): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const ok = await Promise.race([probe().catch(() => false), timeout]);
  clearTimeout(timer);
  return { status: ok ? 'ok' : 'unavailable', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}
