/** `?page=` as a page number; anything that is not a positive integer means the first page. */
export function pageFromSearch(params: URLSearchParams): number {
  const raw = params.get('page')?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The query string for a page; the first page has no parameter, so it has one canonical URL. */
export function searchForPage(page: number, current: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}
