import {
  PAGE_MODULES_ID,
  SERVER_STATE_ID,
  type OperationRequest,
  type OrderFormState,
  type RenderedPage as RenderedPageContract,
} from '@site-builder/rules';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { ApolloServer } from '@apollo/server';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloDriver } from '@nestjs/apollo';
import type { FormattedExecutionResult } from 'graphql';
import { Piscina } from 'piscina';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { DataSource } from 'typeorm';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';
import { createLoaders } from 'src/domain/loaders.js';

/** A page as the render thread (workers/render-worker.mjs) returns it from client/src/entry-server.tsx. */
interface RenderedPage extends RenderedPageContract {
  /** The source modules of the page's chunks (the bundle's publicPageModules). */
  modules: string[];
}

/** What the main thread and a render thread say over a task's MessagePort. */
interface OperationMessage {
  id: number;
  request: OperationRequest;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

export interface RenderedDocument {
  status: number;
  html: string;
  /** Every query of the page had its answer: a page rendered while the database was away is not. */
  complete: boolean;
}

/** The markers of client/index.html that the server fills. */
const HEAD = '<!--app-head-->';
const BODY = '<!--app-html-->';
const STATE = '<!--app-state-->';

/** Plain JavaScript shipped beside dist/ and src/ alike (server/workers), never compiled. */
const RENDER_WORKER = new URL('../../../workers/render-worker.mjs', import.meta.url);
/** A render thread not used for this long is stopped: an idle server holds no copy of the client. */
const RENDER_THREAD_IDLE_MS = 30_000;
/** A render that has not finished by then is given up (its thread is stopped) and answered as a full pool. */
const RENDER_TIMEOUT_MS = 10_000;

const OUT_OF_DESCRIPTORS = new Set(['EMFILE', 'ENFILE', 'ERR_WORKER_INIT_FAILED']);

/** No render thread can take the page now (every thread and queue place is taken, or it took too long). */
export class RendersUnavailable extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'RendersUnavailable';
  }
}

/** The back office is not rendered here: its shell gets a title and stays out of search engines. */
const SHELL_HEAD = '<title>پنل مدیریت</title><meta name="robots" content="noindex"/>';

/**
 * Renders public pages with the client's own components (its server bundle) in a small pool of
 * threads, so a render never holds the event loop that answers everyone else. Their data comes
 * from the GraphQL schema in this process (Apollo Server's executeOperation), asked for by the
 * thread over a MessagePort, never over HTTP. The pool takes at most its threads' and its queue's
 * worth of renders; past that a render is refused at once (RendersUnavailable), never queued
 * without bound. Without a server bundle (a client built without it, or none), every page gets the shell.
 */
@Injectable()
export class PageRenderer implements OnModuleDestroy {
  private readonly logger = new Logger(PageRenderer.name);
  private loaded?: Promise<Loaded>;
  private warned = false;
  private pool?: Piscina<RenderTask, RenderedPage>;
  /** Renders running or waiting in the pool. */
  private admitted = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
    private readonly dataSource: DataSource,
    private readonly metrics: Metrics,
  ) {
    metrics.onScrape(() => {
      // Renders admitted beyond the threads are waiting for one (piscina's own queue does not hold them all).
      metrics.pageRenderQueue.set(Math.max(0, this.admitted - config.render.threads));
      const wait = (this.pool as { waitTime?: { p50?: number; p99?: number } | null } | undefined)?.waitTime;
      if (wait?.p50 !== undefined) metrics.pageRenderWait.set({ quantile: '0.5' }, wait.p50 / 1000);
      if (wait?.p99 !== undefined) metrics.pageRenderWait.set({ quantile: '0.99' }, wait.p99 / 1000);
    });
  }

  /** Whether the built client is here at all (else the server serves only its API). */
  get hasClient(): boolean {
    return existsSync(join(this.config.clientDistDir, 'index.html'));
  }

  /** Whether this build renders pages (it has the server bundle); without it every page is the shell. */
  async canRender(): Promise<boolean> {
    return (await this.load()).bundleUrl !== null;
  }

  /** The client shell, rendered in the browser: the back office's, or any page's when this build cannot render. */
  async shell(backOffice: boolean): Promise<string> {
    const { template } = await this.load();
    return template.fill(backOffice ? SHELL_HEAD : '', '', '');
  }

  /**
   * The page at `url` as a whole HTML document, or null when this build cannot render pages.
   * `orderForm` is a refused order form the page shows again (POST /order without JavaScript).
   * `idleOnly`: only on a thread free now, never waiting in the queue (RendersUnavailable else),
   * for what has a cheaper answer than a visitor's page that would wait behind it.
   */
  async render(url: string, orderForm?: OrderFormState, { idleOnly = false } = {}): Promise<RenderedDocument | null> {
    const { bundleUrl, template, preloads } = await this.load();
    if (!bundleUrl) return null;
    const { threads, queue } = this.config.render;
    // Counted here, not by piscina's maxQueue: a task with an abort signal waits outside the queue piscina bounds.
    if (this.admitted >= threads + (idleOnly ? 0 : queue)) {
      this.metrics.pageRenders.inc({ outcome: 'refused' });
      throw new RendersUnavailable('every render thread and queue place is taken');
    }
    this.admitted++;
    const endTimer = this.metrics.pageRenderDuration.startTimer();
    let outcome = 'failed';
    let complete = true;
    const { port1: main, port2: thread } = new MessageChannel();
    main.on('message', ({ id, request }: OperationMessage) => {
      this.execute(request).then(
        (result) => {
          if (result.errors?.length) complete = false;
          main.postMessage({ id, result });
        },
        (error: unknown) => {
          complete = false;
          main.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
    let page: RenderedPage;
    try {
      page = await this.renderPool(bundleUrl).run(
        { url, publicUrl: this.config.publicUrl, orderForm, port: thread },
        { transferList: [thread], signal: AbortSignal.timeout(RENDER_TIMEOUT_MS) },
      );
      outcome = 'rendered';
    } catch (error) {
      if ((error as Error).name === 'AbortError') {
        outcome = 'timeout';
        throw new RendersUnavailable(`rendering ${url} took over ${RENDER_TIMEOUT_MS} ms`);
      }
      // Out of file descriptors, a thread cannot start: the page is busy (503), not broken.
      if (OUT_OF_DESCRIPTORS.has((error as NodeJS.ErrnoException).code ?? '')) throw new RendersUnavailable((error as Error).message);
      throw error;
    } finally {
      this.admitted--;
      main.close();
      endTimer();
      this.metrics.pageRenders.inc({ outcome });
    }
    const head = page.head + page.styles;
    const state =
      `<script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>` +
      `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(preloads(page.modules))}</script>`;
    return { status: page.status, html: template.fill(head, page.html, state), complete };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.destroy();
  }

  private renderPool(bundleUrl: string): Piscina<RenderTask, RenderedPage> {
    this.pool ??= new Piscina({
      filename: RENDER_WORKER.href,
      workerData: { bundleUrl },
      minThreads: 0,
      maxThreads: this.config.render.threads,
      idleTimeout: RENDER_THREAD_IDLE_MS,
    });
    // A thread that fails outside any render (it could not start: out of descriptors) is the pool's
    // error event, which would otherwise end the process; renders waiting for it time out (503).
    this.pool.on('error', (error: Error) => this.logger.warn(`a render thread failed: ${error.message}`));
    return this.pool;
  }

  /** Runs one operation against the schema in this process, as a visitor (no token, no address). */
  async execute(request: OperationRequest): Promise<FormattedExecutionResult> {
    const apollo = this.moduleRef.get(GraphQLModule<ApolloDriver>, { strict: false }).graphQlAdapter
      .instance as unknown as ApolloServer<GraphqlContext>;
    // A visitor's page is the same for everyone: no token, no address of theirs goes in.
    const req = { headers: {}, method: 'POST', url: '/graphql', ip: '127.0.0.1' } as unknown as AuthenticatedRequest;
    const response = await apollo.executeOperation(request, {
      contextValue: { req, res: {} as GraphqlContext['res'], loaders: createLoaders(this.dataSource) },
    });
    if (response.body.kind !== 'single') throw new Error('an incremental answer cannot render a page');
    return response.body.singleResult;
  }

  private load(): Promise<Loaded> {
    this.loaded ??= loadBuild(this.config.clientDistDir).catch((error: unknown) => {
      this.loaded = undefined;
      throw error;
    });
    return this.loaded.then((loaded) => {
      if (!loaded.bundleUrl && !this.warned) {
        this.warned = true;
        this.logger.warn('client/dist-ssr is missing: public pages are served as the client shell, without server rendering');
      }
      return loaded;
    });
  }
}

interface RenderTask {
  url: string;
  publicUrl: string;
  orderForm?: OrderFormState;
  port: MessagePort;
}

interface Loaded {
  /** The server bundle, which only the render threads import; null when this build has none. */
  bundleUrl: string | null;
  template: Template;
  /** The files of these modules' chunks the entry does not load itself. */
  preloads(modules: string[]): string[];
}

/** The font the first screen is drawn with (client/src/app/fonts.css): fetched with the page, not after its CSS. */
const FIRST_SCREEN_FONT = /\/vazirmatn-persian-[\w-]+\.woff2$/;

async function loadBuild(distDir: string): Promise<Loaded> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const bundlePath = join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) return { bundleUrl: null, template: new Template(html), preloads: () => [] };
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const template = new Template(await withInlineStyles(html, manifest['index.html'], distDir));
  // The entry's own imports are preloaded by index.html already.
  const inEntry = chunkFiles(manifest, ['index.html']);
  return {
    bundleUrl: pathToFileURL(bundlePath).href,
    template,
    preloads: (modules) =>
      [...chunkFiles(manifest, modules)].filter((file) => !inEntry.has(file) && file.endsWith('.js')).map((file) => `/${file}`),
  };
}

/**
 * The entry's stylesheet (the font faces, half a kilobyte) goes into the page instead of costing a
 * render-blocking round trip on a phone's network, and the first screen's font is preloaded.
 */
async function withInlineStyles(html: string, entry: ManifestChunk | undefined, distDir: string): Promise<string> {
  let result = html;
  for (const file of entry?.css ?? []) {
    const css = await readFile(join(distDir, file), 'utf8');
    const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`);
    result = result.replace(link, () => `<style>${css}</style>`);
  }
  const font = entry?.assets?.find((file) => FIRST_SCREEN_FONT.test(`/${file}`));
  const preload = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}"/>` : '';
  // The page is readable before any script runs: on a slow network its HTML, font and first
  // image come first, the code that hydrates it after them.
  result = result.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
  return result.replace(HEAD, () => preload + HEAD);
}

/** The files of these chunks and of every chunk they import statically. */
function chunkFiles(manifest: Record<string, ManifestChunk>, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) continue;
    into.add(chunk.file);
    chunkFiles(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/** client/index.html cut at its markers once, then filled per page without scanning it again. */
class Template {
  private readonly parts: string[];

  constructor(html: string) {
    const [start, rest = ''] = html.split(HEAD);
    const [beforeBody, rest2 = ''] = rest.split(BODY);
    const [beforeState, end = ''] = rest2.split(STATE);
    this.parts = html.includes(HEAD) && html.includes(BODY) && html.includes(STATE) ? [start, beforeBody, beforeState, end] : [html];
  }

  fill(head: string, body: string, state: string): string {
    const [start, beforeBody, beforeState, end] = this.parts;
    if (beforeBody === undefined) return start;
    return start + head + beforeBody + body + beforeState + state + end;
  }
}
