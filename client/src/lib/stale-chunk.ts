/** Set when a page was reloaded for a stale chunk, so a chunk that stays missing cannot loop. */
const RELOADED_AT = 'stale-chunk-reloaded-at';
/** A second stale chunk this soon after the reload is not a deploy the reload could fix. */
const LOOP_WINDOW_MS = 60_000;

/** The address of the module a dynamic import could not load (Chromium, Firefox and Safari word it differently). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  if (!/dynamically imported module|module script failed|Importing a module script failed|error loading dynamically/i.test(message))
    return null;
  return /(https?:\/\/\S+?\.js)\b/.exec(message)?.[1] ?? '';
}

/**
 * After a deploy the previous build's chunks are gone (404): this page's code is stale and only a
 * reload brings the new one. Reloads once; returns false when the failure is something else (the
 * network is away: the server does not answer at all) or the page was just reloaded for it.
 */
export async function reloadIfStale(error: unknown): Promise<boolean> {
  const url = failedModuleUrl(error);
  if (url === null) return false;
  const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - reloadedAt < LOOP_WINDOW_MS) return false;
  if (url) {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => null);
    if (answer?.status !== 404) return false;
  }
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return true;
}
