import type { IncomingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Kind, parse, print, visit, type DocumentNode, type FieldNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { graphqlReadAllowed } from 'src/common/http/request-policy.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { WORK_SAMPLES_PER_PAGE } from 'src/domain/work-samples/work-sample-pages.js';
import { CATALOGUE_TOPICS, IntegratorDocuments } from './integrator-documents.js';
import { PUBLIC_OPERATIONS, type PublicOperation } from './public-operations.js';
import type { PublicTopic } from './public-topic.js';
import { PublicReadsService, type PublicRead } from './public-reads.service.js';

/** A public read as HTTP sees it. */
export interface HttpPublicRead extends PublicRead {
  /** A GET or HEAD: a matching If-None-Match answers 304 (a conditional POST would be a 412). */
  conditional: boolean;
  contentType: string;
  vary: string;
  /** A GraphQL GET: Apollo's CSRF check is satisfied for the uncached run (a known query, no effects). */
  graphqlGet: boolean;
}

/** Pages past this are rare and run uncached, so page numbers cannot fill the store. */
export const MAX_CACHED_PAGE = 50;
/** The page sizes the site asks for: the work-samples page (server default) and the home carousel. */
const CACHED_PAGE_SIZES = new Set([WORK_SAMPLES_PER_PAGE, 12]);
const THEME_TOPICS: readonly PublicTopic[] = ['themes', 'plans', 'categories'];
const WORK_SAMPLE_TOPICS: readonly PublicTopic[] = ['work-samples', 'plans'];
const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_TYPE = 'application/graphql-response+json; charset=utf-8';
const CANONICAL_ID = /^[1-9]\d{0,9}$/;
const INT32 = 2 ** 31;

const rest = (key: string, topics: readonly PublicTopic[]): HttpPublicRead => ({
  key: `rest:${key}`,
  topics,
  conditional: true,
  contentType: JSON_TYPE,
  vary: 'Accept-Encoding',
  graphqlGet: false,
});

const PLANS_READ = rest('plans', ['plans', 'features']);

/** The REST reads whose URL alone (no query string) is their key, as `resolve` keys them. */
const BARE_URL_READS = new Map<string, HttpPublicRead>([
  ['/api/plans', PLANS_READ],
  ['/api/themes', rest('themes:all', THEME_TOPICS)],
  ['/api/work-samples', rest('work-samples:1', WORK_SAMPLE_TOPICS)],
]);

/** null: not given; false: given in a form only the uncached path should judge. */
type Param = number | null | false;

const restId = (value: unknown): Param =>
  value === undefined ? null : typeof value === 'string' && CANONICAL_ID.test(value) ? Number(value) : false;
const graphqlId = (value: unknown): Param =>
  value == null ? null : Number.isInteger(value) && Math.abs(value as number) < INT32 ? (value as number) : false;
const cachedPage = (page: Param): Param => (page === null ? 1 : page !== false && page >= 1 && page <= MAX_CACHED_PAGE ? page : false);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A query document in one spelling: whitespace, commas and comments do not change the answer. */
export function canonicalDocument(query: string): string | null {
  try {
    return print(parse(query, { noLocation: true }));
  } catch {
    return null;
  }
}

/** A document whose first definition is a mutation or subscription (ignored tokens: BOM, white space, commas, comments). */
const WRITE_DOCUMENT = /^(?:[\s,\uFEFF]|#[^\n\r]*)*(?:mutation|subscription)(?![_0-9A-Za-z])/;

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * The document as Apollo Client's cache sends it: `__typename` appended to every selection set
 * but the operation's own. It answers with more fields, so it is a variant with its own key.
 */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: (node, _key, parent) => {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'))) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

interface KnownDocument {
  operation: PublicOperation;
  variant: 'plain' | 'typed';
}

/**
 * Which requests are public reads, and their normalised keys: only known ids and values go into
 * a key (an unknown filter id yields the same empty catalogue as any other, `none`), anything
 * else runs uncached, so anonymous input cannot grow the store.
 */
@Injectable()
export class PublicReadRoutes {
  private readonly documents = new Map<string, KnownDocument>();
  /** Documents already seen, so a cached read parses nothing. */
  private readonly seen = new LRUCache<string, KnownDocument | false>({ max: 64 });
  private readonly integratorDocuments = new IntegratorDocuments();
  private readonly ownOrigin: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly reads: PublicReadsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.ownOrigin = new URL(config.publicUrl).origin;
    for (const operation of PUBLIC_OPERATIONS) {
      const document = parse(operation.document, { noLocation: true });
      this.documents.set(print(document), { operation, variant: 'plain' });
      this.documents.set(print(withTypenames(document)), { operation, variant: 'typed' });
    }
  }

  /** A cheap first look, before anything is parsed. */
  concerns(req: Request): boolean {
    const path = req.path;
    return path === '/graphql' || path === '/api/plans' || path === '/api/themes' || path === '/api/work-samples';
  }

  /** The read a bare URL names (exact spelling, no query string), without parsing anything. */
  bareUrlRead(url: string): HttpPublicRead | undefined {
    return BARE_URL_READS.get(url);
  }

  async resolve(req: Request, knownIds: () => Promise<KnownIds>): Promise<HttpPublicRead | null> {
    if (req.path === '/graphql') return this.graphql(req, knownIds);
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const query = req.query as Record<string, unknown>;
    switch (req.path) {
      case '/api/plans':
        return PLANS_READ;
      case '/api/work-samples': {
        const page = cachedPage(restId(query.page));
        return page === false ? null : rest(`work-samples:${page}`, WORK_SAMPLE_TOPICS);
      }
      case '/api/themes': {
        const filter = await themeFilter(restId(query.category), restId(query.plan), knownIds);
        return filter === null ? null : rest(`themes:${filter}`, THEME_TOPICS);
      }
      default:
        return null;
    }
  }

  /** The known ids, loaded once per generation of their topics. */
  readonly knownIds = (): Promise<KnownIds> => this.reads.memo('known-ids', ['categories', 'plans', 'themes'], () => this.loadKnownIds());

  /**
   * Ids a catalogue filter can name; the rest all give the same empty answer. A cross-cutting read
   * (docs/ARCHITECTURE.md, code map) of the two tables, live rows only.
   */
  async loadKnownIds(): Promise<KnownIds> {
    const ids = async (target: typeof Plan | typeof Category | typeof Theme) =>
      (await this.dataSource.getRepository(target).find({ select: { id: true } })).map((row) => row.id);
    const [categories, plans, themes] = await Promise.all([ids(Category), ids(Plan), ids(Theme)]);
    return { categories: new Set(categories), plans: new Set(plans), themes: new Set(themes) };
  }

  /**
   * Whether a GraphQL request is one this layer may answer at all: the request policy's rule, so
   * what Apollo refuses (a form post, a batch, another method) is refused the same way whether its
   * document was seen before or not (docs/ARCHITECTURE.md, "One request policy").
   */
  graphqlTransportAllowed(method: string | undefined, headers: IncomingHttpHeaders, body: unknown): boolean {
    return graphqlReadAllowed(method, headers, body, this.ownOrigin);
  }

  private async graphql(req: Request, knownIds: () => Promise<KnownIds>): Promise<HttpPublicRead | null> {
    const get = req.method === 'GET';
    if (!this.graphqlTransportAllowed(req.method, req.headers, get ? req.query : req.body)) return null;
    return this.graphqlRead(
      {
        get,
        source: get ? req.query : req.method === 'POST' ? req.body : undefined,
        anonymous: req.headers.authorization === undefined,
        accepted: req.accepts(['application/json', 'application/graphql-response+json']),
      },
      knownIds,
    );
  }

  /** A GraphQL GET's or POST's public read, from what the request carries (PublicReadFrontDoor reads a POST itself). */
  async graphqlRead(request: GraphqlRequest, knownIds: () => Promise<KnownIds>): Promise<HttpPublicRead | null> {
    const { get, source, accepted } = request;
    if (!isObject(source) || typeof source.query !== 'string' || source.extensions != null || !accepted) return null;
    // Every public read is a query: a write (often its own spelling each time, as an admin's inline
    // values are) is told from its first word, not parsed and printed here before Apollo does it.
    if (WRITE_DOCUMENT.test(source.query)) return null;
    const contentType = accepted === 'application/json' ? JSON_TYPE : GRAPHQL_TYPE;
    const known = this.document(source.query);
    if (!known) return get ? null : this.integratorRead(source, request, contentType);
    const { operation, variant } = known;
    if (source.operationName != null && source.operationName !== operation.name) return null;
    const variables = get ? parseJson(source.variables) : (source.variables ?? {});
    if (!isObject(variables) || Object.keys(variables).some((name) => !operation.variables.includes(name))) return null;
    const key = await this.variablesKey(operation, variables, knownIds);
    if (key === null) return null;
    return {
      key: `graphql:${operation.name}:${variant}:${key}`,
      topics: operation.topics,
      conditional: get,
      contentType,
      vary: 'Accept, Accept-Encoding',
      graphqlGet: get,
    };
  }

  /**
   * Another anonymous query over the public catalogue (an integrator's own), kept once it repeats;
   * a POST without variables only, so nothing but the document decides the answer.
   */
  private integratorRead(source: Record<string, unknown>, request: GraphqlRequest, contentType: string): HttpPublicRead | null {
    if (!request.anonymous || typeof source.query !== 'string') return null;
    if (source.variables != null && !(isObject(source.variables) && Object.keys(source.variables).length === 0)) return null;
    const key = this.integratorDocuments.keyOf(source.query, source.operationName, request.look);
    if (key === null) return null;
    return { key, topics: CATALOGUE_TOPICS, conditional: false, contentType, vary: 'Accept, Accept-Encoding', graphqlGet: false };
  }

  private document(query: string): KnownDocument | undefined {
    let known = this.seen.get(query);
    if (known === undefined) {
      const canonical = query.length <= 4000 ? canonicalDocument(query) : null;
      known = (canonical !== null && this.documents.get(canonical)) || false;
      this.seen.set(query, known);
    }
    return known || undefined;
  }

  private async variablesKey(
    operation: PublicOperation,
    variables: Record<string, unknown>,
    knownIds: () => Promise<KnownIds>,
  ): Promise<string | null> {
    switch (operation.name) {
      case 'CatalogueThemes':
        return themeFilter(graphqlId(variables.categoryId), graphqlId(variables.planId), knownIds);
      case 'ThemePage': {
        // Only themes that exist get a key: any other id is the same null, answered uncached.
        const id = graphqlId(variables.id);
        return id !== null && id !== false && (await knownIds()).themes.has(id) ? String(id) : null;
      }
      case 'PublicWorkSamples': {
        const page = cachedPage(graphqlId(variables.page));
        const perPage = variables.perPage == null ? WORK_SAMPLES_PER_PAGE : variables.perPage;
        if (page === false || !CACHED_PAGE_SIZES.has(perPage as number)) return null;
        return `${page}:${perPage}`;
      }
      default:
        return '';
    }
  }
}

/** What a GraphQL request carries that decides whether it is a public read. */
export interface GraphqlRequest {
  get: boolean;
  /** The query string's parameters (GET) or the parsed body (POST). */
  source: unknown;
  /** No Authorization header: only then may an integrator's own query be kept. */
  anonymous: boolean;
  /** The answer type the client takes, as `req.accepts` picks it, or false for neither. */
  accepted: string | false;
  /** Only looking (the front door, before the request goes the long way): an integrator's document is not counted as seen. */
  look?: boolean;
}

export interface KnownIds {
  categories: Set<number>;
  plans: Set<number>;
  /** Theme ids: a theme's page (ThemePage) is cached only for a theme that exists. */
  themes: Set<number>;
}

async function themeFilter(category: Param, plan: Param, knownIds: () => Promise<KnownIds>): Promise<string | null> {
  if (category === false || plan === false) return null;
  if (category === null && plan === null) return 'all';
  const known = await knownIds();
  if ((category !== null && !known.categories.has(category)) || (plan !== null && !known.plans.has(plan))) return 'none';
  return `${category ?? ''}:${plan ?? ''}`;
}

function parseJson(value: unknown): unknown {
  if (value === undefined) return {};
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
