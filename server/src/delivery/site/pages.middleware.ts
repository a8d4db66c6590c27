import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { writeAnswer, type AnswerHeaders } from 'src/reactions/public-reads/answer-writer.js';
import { CachedAnswer } from 'src/reactions/public-reads/cached-answer.js';
import { PUBLIC_OPERATIONS } from 'src/reactions/public-reads/public-operations.js';
import { PublicReadRoutes } from 'src/reactions/public-reads/public-read-routes.js';
import { PublicReadsService } from 'src/reactions/public-reads/public-reads.service.js';
import { SERVER_STATE_ID } from '@site-builder/rules';
import { PageRenderer, RendersUnavailable, type RenderedDocument } from './page-renderer.service.js';
import { pageRoute, type CatalogueFilter, type PageRoute } from './page-routes.js';
import { RenderAllowance } from './render-allowance.js';
import { sendStatusPage, statusPages, type StatusPages } from './status-pages.js';

/**
 * Paths the server answers itself (every other GET is a page of the client), in any case: routing is case-sensitive, so `/API/themes` is no
 * API call, but a client that typed it gets the API's JSON 404, not a page.
 */
const SERVER_PATHS = /^\/(api|graphql|uploads|assets)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/i;

const HTML_HEADERS: Omit<AnswerHeaders, 'status' | 'acceptEncoding'> = {
  contentType: 'text/html; charset=utf-8',
  vary: 'Accept-Encoding',
  // Kept by browsers and proxies but checked on every visit (ETag): an admin's edit shows at once.
  cacheControl: 'no-cache',
  conditional: true,
};

/** Tehran's calendar year, as the rendered footer shows it. */
const persianYear = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' });

/** The address the 404 page is rendered at, once: it shows nothing of the address asked for. */
const NOT_FOUND_URL = '/404';
/** Seconds a visitor is asked to wait when every render thread is busy. */
const BUSY_RETRY_AFTER = 5;
/** The last good render of each kept page, for when the pool is full: bounded like the read store. */
const LAST_GOOD = { max: 500, maxSize: 32 * 1024 * 1024 };
const PUBLIC_WORK_SAMPLES = PUBLIC_OPERATIONS.find((operation) => operation.name === 'PublicWorkSamples')!.document;

interface NotFoundPage {
  /** Hydrated by the browser as the 404 page. */
  page: CachedAnswer;
  /**
   * Without the server state, so the browser renders the address itself instead of hydrating:
   * for an address the client routes to a page of its own (a work-samples page past the last).
   */
  detached: CachedAnswer;
}

/**
 * Public pages, rendered on the server with their data and kept like the public reads: built
 * once per version of the data they show (an admin write renders them again), sent precompressed
 * with an ETag. Renders run in PageRenderer's bounded pool of threads; what anyone can ask for
 * without end never reaches it: an unknown filter id is a redirect, a page past the last and an
 * unknown address get the 404 page rendered once, and each address has RENDER_RATE_LIMIT renders
 * a minute. When the pool is full a page gets its last good render, anything else a short 503.
 * The back office gets the client shell.
 */
@Injectable()
export class PagesMiddleware {
  private readonly logger = new Logger(PagesMiddleware.name);
  private readonly shells = new Map<boolean, Promise<CachedAnswer>>();
  private readonly lastGood = new LRUCache<string, CachedAnswer>({ ...LAST_GOOD, sizeCalculation: (answer) => answer.weight });
  private readonly statusPages: StatusPages;

  constructor(
    private readonly renderer: PageRenderer,
    private readonly reads: PublicReadsService,
    private readonly readRoutes: PublicReadRoutes,
    private readonly rendersPerAddress: RenderAllowance,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.statusPages = statusPages(config.clientDistDir);
  }

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    this.serve(req, res).catch(next);
  };

  private async serve(req: Request, res: Response): Promise<void> {
    const route = pageRoute(req.path, req.query as Record<string, unknown>);
    if (route.kind === 'shell') {
      res.setHeader('X-Robots-Tag', 'noindex');
      return this.sendShell(req, res, true);
    }
    // A build without server rendering: the browser renders every page, its filters and its 404 itself.
    if (!(await this.renderer.canRender())) return this.sendShell(req, res, false);
    if (route.kind === 'not-found') return this.sendNotFound(req, res, 'page');
    const unknown = await this.unknownFilters(route.filter);
    if (unknown === null) return this.renderPage(req, res, route, false);
    if (unknown.length) return this.redirectWithout(req, res, unknown);
    if (route.themeId !== undefined && !(await this.themeIds()).has(route.themeId)) return this.sendNotFound(req, res, 'detached');
    if (route.orderTheme !== undefined && !(await this.themeIds()).has(route.orderTheme)) return this.redirectWithout(req, res, ['theme']);
    if (route.workSamplesPage !== undefined && route.workSamplesPage > (await this.lastWorkSamplePage())) {
      return this.sendNotFound(req, res, 'detached');
    }
    return this.renderPage(req, res, route, route.cacheable);
  }

  private async renderPage(req: Request, res: Response, route: Extract<PageRoute, { kind: 'page' }>, cacheable: boolean) {
    // Pages show the year (the footer's copyright): at Nowruz a kept page is not served on.
    const read = { key: `page:${persianYear.format(new Date())}:${route.url}`, topics: route.topics };
    if (cacheable) {
      const cached = await this.reads.cached(read).catch(() => undefined);
      if (cached) return writeAnswer(req, res, cached, { ...HTML_HEADERS, status: 200, acceptEncoding: req.headers['accept-encoding'] });
    }
    const address = req.ip ?? 'unknown';
    const allowance = await this.rendersPerAddress.take(address);
    if (!allowance.allowed) return sendStatusPage(req, res, this.statusPages.tooManyRenders, 429, allowance.retryAfterSeconds);
    const build = cacheable ? this.reads.begin(read) : undefined;
    let page: RenderedDocument | null;
    try {
      page = await this.renderer.render(route.url);
    } catch (error) {
      await build?.finish(null);
      if (error instanceof RendersUnavailable) {
        // Nothing was rendered for this address.
        await this.rendersPerAddress.giveBack(address);
        return this.sendBusy(req, res, route.url);
      }
      // The browser can still render the page itself from the shell.
      this.logger.error({ err: error, url: route.url }, 'rendering a page failed; the client shell was sent');
      return this.sendShell(req, res, false);
    }
    if (!page) {
      await build?.finish(null);
      return this.sendShell(req, res, false);
    }
    const keep = page.status === 200 && page.complete;
    const answer = (keep && (await build?.finish(Buffer.from(page.html)))) || new CachedAnswer('', Buffer.from(page.html));
    if (!keep) await build?.finish(null);
    if (keep && cacheable) this.lastGood.set(route.url, answer);
    // A page rendered while the database was away shows its error state: not for keeping, not for indexing.
    if (!page.complete) res.setHeader('Retry-After', '5');
    const status = page.complete ? page.status : 503;
    writeAnswer(req, res, answer, { ...HTML_HEADERS, status, acceptEncoding: req.headers['accept-encoding'] });
  }

  /** The filters naming ids that do not exist (none: all exist); null when the ids cannot be read now. */
  private async unknownFilters(filter: CatalogueFilter | undefined): Promise<(keyof CatalogueFilter)[] | null> {
    if (!filter || (filter.category === undefined && filter.plan === undefined)) return [];
    const known = await this.reads
      .memo('known-ids', ['categories', 'plans', 'themes'], () => this.readRoutes.loadKnownIds())
      .catch(() => null);
    if (!known) return null;
    const unknown: (keyof CatalogueFilter)[] = [];
    if (filter.category !== undefined && !known.categories.has(filter.category)) unknown.push('category');
    if (filter.plan !== undefined && !known.plans.has(filter.plan)) unknown.push('plan');
    return unknown;
  }

  /**
   * To the same page without the filters naming nothing, the rest of the query kept. A 302, kept
   * by no cache: a deleted category can be restored from the trash, and its link works again.
   */
  private redirectWithout(req: Request, res: Response, names: string[]): void {
    const url = new URL(req.originalUrl, 'http://page');
    for (const name of names) url.searchParams.delete(name);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, path + url.search);
  }

  /** The catalogue's theme ids, known per version of the themes: a made-up id is a 404 from memory. */
  private async themeIds(): Promise<ReadonlySet<number>> {
    const load = async () => {
      const result = await this.renderer.execute({ query: '{ themes { id } }' });
      const themes = (result.data as { themes?: { id: number }[] } | undefined)?.themes;
      if (!themes) throw new Error('the themes could not be read');
      return new Set(themes.map((theme) => theme.id));
    };
    // Unreadable now: the page renders as asked (and shows its error state).
    return this.reads.memo('theme-ids', ['themes'], load).catch(() => ({ has: () => true }) as unknown as ReadonlySet<number>);
  }

  /** The portfolio's last page (1 when it is empty), known per version of the work samples. */
  private async lastWorkSamplePage(): Promise<number> {
    const load = async () => {
      const result = await this.renderer.execute({ query: PUBLIC_WORK_SAMPLES, variables: { page: 1 } });
      const lastPage = (result.data as { workSamples?: { lastPage: number } } | undefined)?.workSamples?.lastPage;
      if (lastPage === undefined) throw new Error('the work samples could not be read');
      return Math.max(1, lastPage);
    };
    // Unreadable now: the page renders as asked (and shows its error state).
    return this.reads.memo('last-work-sample-page', ['work-samples'], load).catch(() => Number.POSITIVE_INFINITY);
  }

  /** The 404 page, rendered once and then served from memory whatever the address. */
  private async sendNotFound(req: Request, res: Response, form: keyof NotFoundPage): Promise<void> {
    let pages: NotFoundPage;
    try {
      pages = await this.reads.memo(`not-found-page:${persianYear.format(new Date())}`, ['site'], () => this.renderNotFound());
    } catch (error) {
      if (error instanceof RendersUnavailable) return sendStatusPage(req, res, this.statusPages.rendersBusy, 503, BUSY_RETRY_AFTER);
      this.logger.error({ err: error }, 'rendering the 404 page failed; the client shell was sent');
      return this.sendShell(req, res, false);
    }
    writeAnswer(req, res, pages[form], { ...HTML_HEADERS, status: 404, acceptEncoding: req.headers['accept-encoding'] });
  }

  private async renderNotFound(): Promise<NotFoundPage> {
    const page = await this.renderer.render(NOT_FOUND_URL);
    if (!page) throw new Error('this build cannot render pages');
    if (page.status !== 404 || !page.complete) throw new Error(`the 404 page rendered as ${page.status}, complete: ${page.complete}`);
    const state = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">[^<]*</script>`);
    return {
      page: new CachedAnswer('', Buffer.from(page.html)),
      detached: new CachedAnswer('', Buffer.from(page.html.replace(state, ''))),
    };
  }

  /** The page's last good render, even stale, else a short 503: a full pool never makes anyone wait. */
  private sendBusy(req: Request, res: Response, url: string): void {
    const kept = this.lastGood.get(url);
    if (kept) return writeAnswer(req, res, kept, { ...HTML_HEADERS, status: 200, acceptEncoding: req.headers['accept-encoding'] });
    sendStatusPage(req, res, this.statusPages.rendersBusy, 503, BUSY_RETRY_AFTER);
  }

  private async sendShell(req: Request, res: Response, backOffice: boolean): Promise<void> {
    let shell = this.shells.get(backOffice);
    if (!shell) {
      shell = this.renderer.shell(backOffice).then((html) => new CachedAnswer('', Buffer.from(html)));
      this.shells.set(backOffice, shell);
      shell.catch(() => this.shells.delete(backOffice));
    }
    writeAnswer(req, res, await shell, { ...HTML_HEADERS, status: 200, acceptEncoding: req.headers['accept-encoding'] });
  }
}
