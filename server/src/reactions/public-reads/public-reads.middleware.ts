import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { PUBLIC_CACHE_CONTROL, writeAnswer } from './answer-writer.js';
import type { CachedAnswer } from './cached-answer.js';
import { PublicReadFrontDoor } from './public-read-front-door.js';
import { PublicReadRoutes, type HttpPublicRead } from './public-read-routes.js';
import { PublicReadsService, type PendingBuild } from './public-reads.service.js';

/**
 * The public reads of both APIs, answered from prepared bytes ahead of the framework: a hit
 * costs a key, a map look-up and one write, with the security headers set before it. A miss runs
 * the request through Nest as usual (without its Authorization header: public reads answer
 * everyone the same) and keeps the JSON it produced. Either way the answer leaves here with its
 * ETag, cache policy and, by Accept-Encoding, its brotli or gzip form.
 */
@Injectable()
export class PublicReadsMiddleware {
  constructor(
    private readonly routes: PublicReadRoutes,
    private readonly reads: PublicReadsService,
    private readonly frontDoor: PublicReadFrontDoor,
  ) {}

  /** Responses whose answer is being built below: this layer encodes them, not the compressor. */
  private readonly building = new WeakSet<Response>();

  readonly handle = (req: Request, res: Response, next: NextFunction): void => {
    if (!this.routes.concerns(req)) return next();
    this.serve(req, res, next).catch(next);
  };

  skipWhileBuilding(middleware: RequestHandler): RequestHandler {
    return (req, res, next) => (this.building.has(res) ? next() : middleware(req, res, next));
  }

  private async serve(req: Request, res: Response, next: NextFunction): Promise<void> {
    // A read that cannot be resolved or looked up (the database or a shared store away) runs
    // uncached, so it fails the way every other request does (503), not here.
    const read = await this.routes.resolve(req, this.routes.knownIds).catch(() => null);
    if (!read) return next();
    const acceptEncoding = req.headers['accept-encoding'];
    const cached = await this.reads.cached(read).catch(() => undefined);
    if (cached) return this.send(req, res, read, cached, acceptEncoding);
    this.runUncached(req, res, read, this.reads.begin(read), acceptEncoding);
    next();
  }

  private runUncached(req: Request, res: Response, read: HttpPublicRead, build: PendingBuild, acceptEncoding?: string) {
    // The answer must not depend on who asks, nor be validated by the layers below (Express's
    // own weak ETag): this layer answers If-None-Match for every public read.
    delete req.headers.authorization;
    delete req.headers['if-none-match'];
    delete req.headers['if-modified-since'];
    if (read.graphqlGet) req.headers['apollo-require-preflight'] = 'true';
    this.building.add(res);
    const chunks: Buffer[] = [];
    const write = res.write;
    const end = res.end;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk != null && typeof chunk !== 'function') {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding as BufferEncoding));
      }
    };
    res.write = ((chunk: unknown, encoding?: unknown) => {
      collect(chunk, typeof encoding === 'string' ? encoding : undefined);
      return true;
    }) as Response['write'];
    res.end = ((chunk?: unknown, encoding?: unknown) => {
      collect(chunk, typeof encoding === 'string' ? encoding : undefined);
      res.write = write;
      res.end = end;
      const body = Buffer.concat(chunks);
      const keep = res.statusCode === 200 && body.length > 0 && isJson(res.getHeader('content-type')) && !hasErrors(body);
      build.finish(keep ? body : null).then(
        (answer) => (answer ? this.send(req, res, read, answer, acceptEncoding) : res.end(body)),
        () => res.end(body),
      );
      return res;
    }) as Response['end'];
    res.once('close', () => void build.finish(null));
  }

  private send(req: Request, res: Response, read: HttpPublicRead, answer: CachedAnswer, acceptEncoding?: string): void {
    this.frontDoor.remember(res);
    writeAnswer(req, res, answer, {
      status: 200,
      contentType: read.contentType,
      vary: read.vary,
      cacheControl: PUBLIC_CACHE_CONTROL,
      conditional: read.conditional,
      acceptEncoding,
    });
  }
}

const isJson = (type: unknown) => typeof type === 'string' && /^application\/(graphql-response\+)?json/.test(type);

/** Apollo writes `errors` first; a partial answer is never kept. */
const hasErrors = (body: Buffer) => body.subarray(0, 10).toString('latin1') === '{"errors":';
