import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import type { ApolloDriver } from '@nestjs/apollo';
import type { FormattedExecutionResult } from 'graphql';
import { DataSource } from 'typeorm';
import type { AuthenticatedRequest } from 'src/common/auth/request-context.js';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import type { GraphqlContext } from 'src/graphql/graphql.options.js';
import { createLoaders } from 'src/graphql/loaders.js';

interface OperationRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** What client/src/entry-server.tsx exports (built by Vite into client/dist-ssr). */
interface ServerBundle {
  render(options: {
    url: string;
    publicUrl: string;
    execute(request: OperationRequest): Promise<FormattedExecutionResult>;
  }): Promise<{ status: number; head: string; styles: string; html: string; state: string }>;
  publicPageModules(pathname: string): string[];
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
export const SERVER_STATE_ID = 'server-state';
/** The element naming the page's own code, which the browser fetches once the page is painted. */
export const PAGE_MODULES_ID = 'page-modules';

/** The back office is not rendered here: its shell gets a title and stays out of search engines. */
const SHELL_HEAD = '<title>پنل مدیریت</title><meta name="robots" content="noindex"/>';

/**
 * Renders public pages with the client's own components (its server bundle), their data coming
 * from the GraphQL schema in this process (Apollo Server's executeOperation), never over HTTP.
 * Without a server bundle (a client built without it, or none), every page gets the shell.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private loaded?: Promise<Loaded>;
  private warned = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
    private readonly dataSource: DataSource,
  ) {}

  /** Whether the built client is here at all (else the server serves only its API). */
  get hasClient(): boolean {
    return existsSync(join(this.config.clientDistDir, 'index.html'));
  }

  /** The client shell, rendered in the browser: the back office's, or any page's when this build cannot render. */
  async shell(backOffice: boolean): Promise<string> {
    const { template } = await this.load();
    return template.fill(backOffice ? SHELL_HEAD : '', '', '');
  }

  /** The page at `url` as a whole HTML document, or null when this build cannot render pages. */
  async render(url: string): Promise<RenderedDocument | null> {
    const { bundle, template, preloads } = await this.load();
    if (!bundle) return null;
    let complete = true;
    const execute = async (request: OperationRequest) => {
      const result = await this.execute(request);
      if (result.errors?.length) complete = false;
      return result;
    };
    const page = await bundle.render({ url, publicUrl: this.config.publicUrl, execute });
    const pathname = new URL(url, 'http://page').pathname;
    const head = page.head + page.styles;
    const state =
      `<script type="application/json" id="${SERVER_STATE_ID}">${page.state}</script>` +
      `<script type="application/json" id="${PAGE_MODULES_ID}">${JSON.stringify(preloads(bundle.publicPageModules(pathname)))}</script>`;
    return { status: page.status, html: template.fill(head, page.html, state), complete };
  }

  private async execute(request: OperationRequest): Promise<FormattedExecutionResult> {
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
      if (!loaded.bundle && !this.warned) {
        this.warned = true;
        this.logger.warn('client/dist-ssr is missing: public pages are served as the client shell, without server rendering');
      }
      return loaded;
    });
  }
}

interface Loaded {
  bundle: ServerBundle | null;
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
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) return { bundle: null, template: new Template(html), preloads: () => [] };
  const bundle = (await import(pathToFileURL(bundlePath).href)) as ServerBundle;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const template = new Template(await withInlineStyles(html, manifest['index.html'], distDir));
  // The entry's own imports are preloaded by index.html already.
  const inEntry = chunkFiles(manifest, ['index.html']);
  return {
    bundle,
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
