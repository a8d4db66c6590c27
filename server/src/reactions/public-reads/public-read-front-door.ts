import type { IncomingMessage, OutgoingHttpHeader, Server, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { beginSpan, traceparentOf } from 'src/platform/observability/trace-context.js';
import { etagMatches, preferredEncoding, PUBLIC_CACHE_CONTROL } from './answer-writer.js';
import type { CachedAnswer } from './cached-answer.js';
import { PublicReadRoutes, type HttpPublicRead } from './public-read-routes.js';
import { PublicReadsService } from './public-reads.service.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** A JSON body as the parser takes it without a second thought (UTF-8). */
const JSON_BODY = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
/** Answered here in JSON only: a client asking for graphql-response+json first goes the long way. */
const ANY_JSON_ACCEPT = /^\s*(\*\/\*|application\/json)\s*$/i;
/** Queries over the catalogue are a few hundred bytes; larger bodies are read by the parsers. */
const MAX_BODY_BYTES = 16 * 1024;

/** Headers that belong to one answer or one request, never to the copy every hit reuses. */
const PER_ANSWER = new Set([
  'traceparent',
  'cache-control',
  'connection',
  'etag',
  'vary',
  'content-type',
  'content-length',
  'content-encoding',
  'set-cookie',
  'date',
]);

/**
 * The most requested public reads (`/api/plans`, `/api/themes`, `/api/work-samples`, spelled
 * exactly, without a query or a body, and GraphQL queries POSTed as small JSON bodies) answered
 * ahead of Express when their prepared answer is at hand: the Express stack (router, a dozen header middlewares, parsers) cost more than the answer
 * itself, so a hit was slower than bare Express serving the same bytes. Nothing is answered
 * differently: the security headers are the ones the stack set on the last answer it gave for a
 * public read (`remember`), so until one has gone the long way, every request does; the trace
 * context and the HTTP metrics are recorded as the stack records them. Everything else, a miss
 * included, goes to Express untouched.
 */
@Injectable()
export class PublicReadFrontDoor {
  private stackHeaders: [string, OutgoingHttpHeader][] | null = null;

  constructor(
    private readonly routes: PublicReadRoutes,
    private readonly reads: PublicReadsService,
    private readonly metrics: Metrics,
  ) {}

  /** Called with a public read's response as the Express stack is about to send it. */
  remember(res: ServerResponse): void {
    if (this.stackHeaders) return;
    const headers: [string, OutgoingHttpHeader][] = [];
    // Node has had getRawHeaderNames since 15.13; the installed @types/node predates it. Kept as spelled.
    for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
      const value = res.getHeader(name);
      if (value !== undefined && !PER_ANSWER.has(name.toLowerCase())) headers.push([name, value]);
    }
    this.stackHeaders = headers;
  }

  /** Puts the door in front of the server's request listener (Express). */
  open(server: Server): void {
    const listeners = server.listeners('request') as Listener[];
    const express = listeners.at(-1);
    if (!express) return;
    server.removeListener('request', express);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.stackHeaders) return express(req, res);
      if (req.method === 'POST') return this.post(req, res, express);
      if (!this.get(req, res)) express(req, res);
    });
  }

  /** A REST read by its bare URL; true when answered here. */
  private get(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const read = this.routes.bareUrlRead(req.url ?? '');
    // A body on a GET is the parsers' to judge (a malformed one is a 400 there).
    if (!read || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    const answer = this.reads.cachedNow(read);
    if (!answer) return false;
    this.send(req, res, read, answer);
    return true;
  }

  /**
   * A GraphQL query in a small JSON body: read here, answered when its answer is kept, else put back
   * in the request as it came (`unshift`) for Express to read and judge as any other.
   */
  private post(req: IncomingMessage, res: ServerResponse, express: Listener): void {
    const length = Number(req.headers['content-length']);
    const plain =
      req.url === '/graphql' &&
      JSON_BODY.test(req.headers['content-type'] ?? '') &&
      Number.isInteger(length) &&
      length > 0 &&
      length <= MAX_BODY_BYTES &&
      req.headers['transfer-encoding'] === undefined &&
      req.headers['content-encoding'] === undefined &&
      ANY_JSON_ACCEPT.test(req.headers.accept ?? '*/*');
    if (!plain) return express(req, res);
    const chunks: Buffer[] = [];
    let received = 0;
    let handedOn = false;
    const handOn = () => {
      if (handedOn) return;
      handedOn = true;
      req.removeListener('data', onData);
      req.removeListener('close', handOn);
      req.removeListener('error', handOn);
      if (chunks.length) req.unshift(Buffer.concat(chunks));
      // Flowing again before the parsers attach (synchronously, below): nothing is emitted before the next tick.
      req.resume();
      express(req, res);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      received += chunk.length;
      if (received < length) return;
      req.pause();
      this.keptGraphqlAnswer(req, Buffer.concat(chunks)).then(
        (kept) => {
          if (!kept || handedOn) return handOn();
          handedOn = true;
          req.removeListener('data', onData);
          req.removeListener('close', handOn);
          req.removeListener('error', handOn);
          req.resume();
          this.send(req, res, kept.read, kept.answer);
        },
        () => handOn(),
      );
    };
    req.on('data', onData);
    req.once('close', handOn);
    req.once('error', handOn);
  }

  private async keptGraphqlAnswer(req: IncomingMessage, body: Buffer): Promise<{ read: HttpPublicRead; answer: CachedAnswer } | null> {
    let source: unknown;
    try {
      source = JSON.parse(body.toString('utf8'));
    } catch {
      return null;
    }
    if (!this.routes.graphqlTransportAllowed(req.method, req.headers, source)) return null;
    const anonymous = req.headers.authorization === undefined;
    const read = await this.routes.graphqlRead(
      { get: false, source, anonymous, accepted: 'application/json', look: true },
      this.routes.knownIds,
    );
    const answer = read && this.reads.cachedNow(read);
    return read && answer ? { read, answer } : null;
  }

  private send(req: IncomingMessage, res: ServerResponse, read: HttpPublicRead, answer: CachedAnswer): void {
    const started = this.metrics.enabled ? process.hrtime.bigint() : 0n;
    const encoding = answer.compressible ? preferredEncoding(req.headers['accept-encoding']) : 'identity';
    const headers: OutgoingHttpHeader[] = [];
    for (const [name, value] of this.stackHeaders ?? []) headers.push(name, value);
    headers.push('traceparent', traceparentOf(beginSpan(req.headers.traceparent)));
    headers.push('ETag', answer.etagFor(encoding), 'Cache-Control', PUBLIC_CACHE_CONTROL, 'Vary', read.vary);
    if (read.conditional && etagMatches(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, headers as unknown as string[]);
      res.end();
    } else {
      const bytes = answer.bytes(encoding);
      headers.push('Content-Type', read.contentType, 'Content-Length', String(bytes.length));
      if (encoding !== 'identity') headers.push('Content-Encoding', encoding);
      res.writeHead(200, headers as unknown as string[]);
      res.end(req.method === 'HEAD' ? undefined : bytes);
    }
    if (this.metrics.enabled) {
      const labels = { method: req.method ?? 'OTHER', route: 'public-read', status_class: `${Math.floor(res.statusCode / 100)}xx` };
      this.metrics.httpRequests.inc(labels);
      this.metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }
}
