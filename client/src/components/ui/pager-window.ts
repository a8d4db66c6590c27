/** A page number, or a gap shown as an ellipsis. */
export type PagerItem = number | 'gap';

/**
 * The pages a pager shows: the first 3, the last 3 and about 2 either side of the current page,
 * with a gap wherever pages are left out.
 */
export function pagerWindow(current: number, last: number, edge = 3, around = 2): PagerItem[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(edge, last); p++) shown.add(p);
  for (let p = Math.max(1, last - edge + 1); p <= last; p++) shown.add(p);
  for (let p = Math.max(1, current - around); p <= Math.min(last, current + around); p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((page, i) => {
    if (i > 0 && page - pages[i - 1] > 1) items.push('gap');
    items.push(page);
  });
  return items;
}
