import { Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { TurnQueue } from 'src/common/turn-queue.js';
import { writeAnswer, type AnswerHeaders } from 'src/modules/public-reads/answer-writer.js';
import { CachedAnswer } from 'src/modules/public-reads/cached-answer.js';
import { PublicReadRoutes } from 'src/modules/public-reads/public-read-routes.js';
import { PublicReadsService } from 'src/modules/public-reads/public-reads.service.js';
import { PageRenderer, type RenderedDocument } from './page-renderer.service.js';
import { pageRoute, type CatalogueFilter } from './page-routes.js';

/** Paths the server answers itself; every other GET is a page of the client. */
const SERVER_PATHS = /^\/(api|graphql|uploads|assets)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

const HTML_HEADERS: Omit<AnswerHeaders, 'status' | 'acceptEncoding'> = {
  contentType: 'text/html; charset=utf-8',
  vary: 'Accept-Encoding',
  // Kept by browsers and proxies but checked on every visit (ETag): an admin's edit shows at once.
  cacheControl: 'no-cache',
  conditional: true,
};

/**
 * Public pages, rendered on the server with their data and kept like the public reads: built
 * once per version of the data they show (an admin write renders them again), sent precompressed
 * with an ETag. Uncached renders take turns, so a burst of them cannot hold the event loop.
 * The back office gets the client shell.
 */
/** Tehran's calendar year, as the rendered footer shows it. */
const persianYear = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' });

@Injectable()
export class PagesMiddleware {
  private readonly logger = new Logger(PagesMiddleware.name);
  private readonly renders = new TurnQueue(1);
  private readonly shells = new Map<boolean, Promise<CachedAnswer>>();

  constructor(
    private readonly renderer: PageRenderer,
    private readonly reads: PublicReadsService,
    private readonly readRoutes: PublicReadRoutes,
  ) {}

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
    // Pages show the year (the footer's copyright): at Nowruz a kept page is not served on.
    const read = { key: `page:${persianYear.format(new Date())}:${route.url}`, topics: route.topics };
    const cacheable = route.cacheable && (await this.isKnown(route.filter));
    if (cacheable) {
      const cached = await this.reads.cached(read).catch(() => undefined);
      if (cached) return writeAnswer(req, res, cached, { ...HTML_HEADERS, status: 200, acceptEncoding: req.headers['accept-encoding'] });
    }
    const build = cacheable ? this.reads.begin(read) : undefined;
    let page: RenderedDocument | null;
    try {
      page = await this.render(route.url);
    } catch (error) {
      await build?.finish(null);
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
    // A page rendered while the database was away shows its error state: not for keeping, not for indexing.
    if (!page.complete) res.setHeader('Retry-After', '5');
    const status = page.complete ? page.status : 503;
    writeAnswer(req, res, answer, { ...HTML_HEADERS, status, acceptEncoding: req.headers['accept-encoding'] });
  }

  private async render(url: string): Promise<RenderedDocument | null> {
    const endTurn = await this.renders.take();
    try {
      return await this.renderer.render(url);
    } finally {
      endTurn();
    }
  }

  /** A catalogue filter naming ids that exist (the rest render, but are not kept). */
  private async isKnown(filter: CatalogueFilter | undefined): Promise<boolean> {
    if (!filter || (filter.category === undefined && filter.plan === undefined)) return true;
    const known = await this.reads.memo('known-ids', ['categories', 'plans'], () => this.readRoutes.loadKnownIds()).catch(() => null);
    if (!known) return false;
    return (
      (filter.category === undefined || known.categories.has(filter.category)) &&
      (filter.plan === undefined || known.plans.has(filter.plan))
    );
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
