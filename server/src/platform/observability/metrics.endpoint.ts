import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import { persianHttpMessage } from 'src/common/errors/http-exception.filter.js';
import { Metrics } from './metrics.service.js';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Compared by digest in constant time: a scraper's wrong token learns nothing from the timing. */
function sameToken(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `/metrics`: on the main port behind `Authorization: Bearer <METRICS_TOKEN>` (bootstrap.ts mounts
 * `handle` only when the token is set, so without it the path is an unknown page, 404), and on
 * METRICS_PORT, bound to METRICS_HOST, where the token is asked for too when set.
 */
@Injectable()
export class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;

  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  readonly handle = (req: Request, res: Response): void => {
    void this.answer(req, res);
  };

  async onApplicationBootstrap(): Promise<void> {
    const { port, host } = this.config.metrics;
    if (port === null) return;
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: persianHttpMessage(404) }));
        return;
      }
      void this.answer(req as Request, res as unknown as Response);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    new Logger('Metrics').log(`metrics on http://${host}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: Request, res: Response): Promise<void> {
    const token = this.config.metrics.token;
    if (token !== null && !sameToken(bearerToken(req), token)) {
      const message = persianHttpMessage(401);
      res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: message, message }));
      return;
    }
    try {
      const body = await this.metrics.scrape();
      res.writeHead(200, { 'content-type': CONTENT_TYPE, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      const message = persianHttpMessage(503);
      res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '5' });
      res.end(JSON.stringify({ error: message, message }));
    }
  }
}
