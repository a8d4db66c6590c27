import { isGuideKey } from '@site-builder/rules';
import type { PublicTopic } from 'src/reactions/public-reads/public-topic.js';
import { MAX_CACHED_PAGE } from 'src/reactions/public-reads/public-read-routes.js';

/** What the server does with a path that is not its own (API, uploads, assets). */
export type PageRoute =
  /** A public page, rendered on the server: `url` is what is rendered (known query parameters only). */
  | {
      kind: 'page';
      url: string;
      topics: readonly PublicTopic[];
      cacheable: boolean;
      filter?: CatalogueFilter;
      workSamplesPage?: number;
      /** A theme's own page (or its demo): rendered only for a theme that exists. */
      themeId?: number;
      /** /order?theme=: the theme the form records; an unknown one is dropped (a redirect without it). */
      orderTheme?: number;
    }
  /** No page of the site: the 404 page. */
  | { kind: 'not-found' }
  /** The back office: the client shell, never indexed. */
  | { kind: 'shell' };

/** The catalogue's filter ids: only ids that exist are rendered, so made-up ids cannot fill the cache. */
export interface CatalogueFilter {
  category?: number;
  plan?: number;
}

const ADMIN = /^\/(admin|ch-admin|dashboard)(\/|$)/;
const ALL_TOPICS: readonly PublicTopic[] = ['plans', 'features', 'themes', 'categories', 'work-samples'];

/** The data each public page shows, so an admin write re-renders exactly the pages it changed. */
const PAGE_TOPICS: Record<string, readonly PublicTopic[]> = {
  '/': ALL_TOPICS,
  '/about': [],
  '/themes': ['themes', 'plans', 'categories'],
  '/plans': ['plans', 'features'],
  '/work-samples': ['work-samples', 'plans'],
  '/guide': [],
  '/order': [],
  '/order/sent': [],
};

/**
 * A request path as a page: the rendered URL keeps only the query parameters the page reads, in
 * canonical form, so `?utm_source=…` and friends share one cached page and anonymous input
 * cannot grow the cache. Unknown paths get the 404 page.
 */
export function pageRoute(path: string, query: Record<string, unknown>): PageRoute {
  if (ADMIN.test(path)) return { kind: 'shell' };
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const guide = /^\/guide\/wordpress\/([^/]+)$/.exec(trimmed)?.[1];
  if (guide !== undefined) {
    return isGuideKey(guide) ? page(trimmed, [], true) : { kind: 'not-found' };
  }
  const demo = /^\/themes\/(\d{1,9})\/demo$/.exec(trimmed)?.[1];
  if (demo !== undefined) return Number(demo) > 0 ? { ...page(trimmed, ['themes'], true), themeId: Number(demo) } : { kind: 'not-found' };
  const theme = /^\/themes\/(\d{1,9})$/.exec(trimmed)?.[1];
  if (theme !== undefined)
    return Number(theme) > 0
      ? { ...page(trimmed, ['themes', 'plans', 'categories'], true), themeId: Number(theme) }
      : { kind: 'not-found' };
  const topics = PAGE_TOPICS[trimmed];
  if (!topics) return { kind: 'not-found' };
  if (trimmed === '/themes') {
    const params = new URLSearchParams();
    const filter: CatalogueFilter = {};
    for (const name of ['category', 'plan'] as const) {
      const id = positiveInteger(query[name]);
      if (id === null) continue;
      params.set(name, String(id));
      filter[name] = id;
    }
    const search = params.toString();
    return { ...page(search ? `/themes?${search}` : '/themes', topics, true), filter };
  }
  if (trimmed === '/order') {
    // «سفارش این قالب» / «سفارش این پلن» without JavaScript: the form names the theme and plan (ids that exist only).
    const orderTheme = positiveInteger(query.theme);
    const plan = positiveInteger(query.plan);
    if (orderTheme === null && plan === null) return page('/order', topics, true);
    const params = new URLSearchParams();
    if (orderTheme !== null) params.set('theme', String(orderTheme));
    if (plan !== null) params.set('plan', String(plan));
    return {
      ...page(`/order?${params.toString()}`, ['themes', 'plans'], true),
      ...(plan !== null && { filter: { plan } }),
      ...(orderTheme !== null && { orderTheme }),
    };
  }
  if (trimmed === '/work-samples') {
    const number = positiveInteger(query.page) ?? 1;
    if (number === 1) return page('/work-samples', topics, true);
    return { ...page(`/work-samples?page=${number}`, topics, number <= MAX_CACHED_PAGE), workSamplesPage: number };
  }
  // Where the no-JS form lands: the page shows the request's reference it names, one visitor's page, never cached.
  if (trimmed === '/order/sent') {
    const reference = typeof query.ref === 'string' && /^\d{6,12}$/.test(query.ref) ? query.ref : null;
    return reference ? page(`/order/sent?ref=${reference}`, topics, false) : page(trimmed, topics, true);
  }
  // The plan table's «نمایش همه» is a link (?features=all): the page is rendered with every row.
  if ((trimmed === '/plans' || trimmed === '/') && query.features === 'all') return page(`${trimmed}?features=all`, topics, true);
  return page(trimmed, topics, true);
}

/**
 * A query parameter as the client reads it (client/src/features/themes/theme-filters.ts,
 * work-samples/page-param.ts): the server renders what the browser will hydrate.
 */
function positiveInteger(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** Every page shows the site's identity (footer, contact, JSON-LD): a change to it re-renders them all. */
const page = (url: string, topics: readonly PublicTopic[], cacheable: boolean): Extract<PageRoute, { kind: 'page' }> => ({
  kind: 'page',
  url,
  topics: [...topics, 'site'],
  cacheable,
});
