import { sendRestError } from 'src/common/errors/rest-error.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BADGE_IMAGE_ORIGINS } from '@site-builder/rules';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from 'src/app.module.js';
import type { AppConfig } from 'src/platform/config/app.config.js';
import type { Clock } from 'src/common/clock.js';
import { persianHttpMessage } from 'src/common/errors/http-exception.filter.js';
import { bodyDepthLimit } from 'src/common/http/body-depth.middleware.js';
import { requestPolicy } from 'src/common/http/request-policy.js';
import { graphqlUpload } from 'src/delivery/graphql/graphql-upload.middleware.js';
import { LiveSocketServer } from 'src/delivery/graphql/live-socket-server.js';
import { countCsrfRefusals } from 'src/delivery/graphql/graphql-metrics.plugin.js';
import { UPLOAD_PARSER_LIMIT } from 'src/platform/files/upload-limits.js';
import { setupOpenApi } from 'src/delivery/legacy-rest/openapi.js';
import { clientAssets } from 'src/delivery/site/client-assets.js';
import { storedFiles } from 'src/platform/files/stored-files.js';
import { ASSET_CACHE_CONTROL, ClientAssetArchive } from 'src/platform/files/client-asset-archive.js';
import { FILE_STORAGE, type FileStorage } from 'src/platform/files/file-storage.js';
import { imageVariants } from 'src/platform/files/image-variants.js';
import { PublicReadFrontDoor } from 'src/reactions/public-reads/public-read-front-door.js';
import { PublicReadsMiddleware } from 'src/reactions/public-reads/public-reads.middleware.js';
import { PagesMiddleware } from 'src/delivery/site/pages.middleware.js';
import { IdempotencyMiddleware } from 'src/delivery/idempotency/idempotency.middleware.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { answeredAs, httpMetrics } from 'src/platform/observability/http-metrics.middleware.js';
import { MetricsEndpoint } from 'src/platform/observability/metrics.endpoint.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { apiFairShare } from 'src/platform/fair-share/api-fair-share.middleware.js';
import { traceContext } from 'src/platform/observability/trace-context.js';

/** Builds the whole server (used by main.ts and by the API tests), without listening. A test may bring its own clock. */
export async function createApp(config: AppConfig, clock?: Clock): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, clock), new ExpressAdapter(exactPathsServer()), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // First: every log line of the request names its trace; then the request is counted and timed.
  app.use(traceContext);
  // Scrapes are not counted as traffic; without METRICS_TOKEN the path is an unknown page (404).
  if (config.metrics.token !== null) app.use('/metrics', strictly('/metrics', app.get(MetricsEndpoint).handle));
  const metrics = app.get(Metrics);
  if (metrics.enabled) app.use(httpMetrics(metrics));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The trust badges' images come from their issuers' hosts only (site settings accept no other).
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...BADGE_IMAGE_ORIGINS,
            ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
          ],
          // MUI's emotion injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(privacyHeaders);
  // Before any body is read: a browser's cross-site form post to the APIs is refused here.
  app.use(requestPolicy(config.publicUrl));
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: true, limit: '1mb' }));
  // busboy stops a file when it reaches maxFileSize; one byte more lets ImagesService accept exactly 5 MB.
  // Its errors, and the JSON parser's on /graphql, answer in the GraphQL error shape.
  app.use(graphqlOnItsOwnPath);
  if (metrics.enabled) app.use('/graphql', countCsrfRefusals(metrics));
  app.use('/graphql', ...graphqlUpload(UPLOAD_PARSER_LIMIT, 2));
  // Every parsed body (JSON, form, multipart operations) is measured before anything walks it.
  app.use(bodyDepthLimit());
  // Public reads of both APIs answer from prepared, precompressed bytes; the rest is compressed here.
  const publicReads = app.get(PublicReadsMiddleware);
  app.use(answeredAs('public-read', publicReads.handle));
  app.use(publicReads.skipWhileBuilding(compression()));
  // API requests take turns in two lanes, visitors and staff, each keeping its share of the server.
  const auth = app.get(AuthService);
  app.use(apiFairShare((token) => auth.isStaffBearer(token), { atOnce: config.apiAtOnce }));
  // Above the APIs and below compression: a create's answer is kept as written, uncompressed.
  app.use(answeredAs('idempotency', app.get(IdempotencyMiddleware).handle));
  const uploadsCacheControl = 'public, max-age=2592000, immutable';
  app.use('/uploads', answeredAs('upload', imageVariants(app.get<FileStorage>(FILE_STORAGE), uploadsCacheControl)));
  app.use(
    '/uploads',
    answeredAs(
      'upload',
      config.s3
        ? storedFiles(app.get<FileStorage>(FILE_STORAGE), uploadsCacheControl)
        : express.static(config.uploadsDir, { index: false, dotfiles: 'deny', maxAge: '30d', immutable: true, fallthrough: true }),
    ),
  );
  setupOpenApi(app);
  serveClient(app, config.clientDistDir);
  app.use(jsonErrors);
  // Ahead of all of the above: the most requested public reads, answered from memory as the stack would.
  app.get(PublicReadFrontDoor).open(app.getHttpServer());
  // Every upgrade is answered: /graphql's live socket, or an HTTP error (live-socket-server.ts).
  app.get(LiveSocketServer).attach(app.getHttpServer(), app.getHttpAdapter().getInstance());
  return app;
}

/**
 * A path is served only as spelled (`/api/Themes`, `/api/themes/` are 404s), so the mechanisms
 * keyed on the exact path (idempotency, public reads, limits) see every request that reaches a
 * route. Set before the adapter exists: Express builds its router, with these settings, on first use.
 */
function exactPathsServer(): express.Express {
  const server = express();
  server.set('case sensitive routing', true);
  server.set('strict routing', true);
  return server;
}

/**
 * Apollo is mounted as middleware, which matches below its path too: `/graphql/` would run every
 * query and mutation where the idempotency and public-read layers, keyed on `/graphql`, do not look.
 */
function graphqlOnItsOwnPath(req: Request, _res: Response, next: NextFunction): void {
  next(req.path.startsWith('/graphql/') ? Object.assign(new Error('no such address'), { status: 404 }) : undefined);
}

/** Browser features the site never uses, denied so an injected script or frame cannot ask for them. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Anything answered to a request carrying a token may be personal: no cache (browser, proxy,
 * CDN) keeps it. Set first, so the public reads, which ignore the token and answer everyone
 * alike, replace it with their own caching headers.
 */
function privacyHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  if (req.headers.authorization !== undefined) res.setHeader('Cache-Control', 'no-store');
  next();
}

/** The built client: its assets and files, then its pages (server-rendered) for every path the server does not own. */
function serveClient(app: NestExpressApplication, distDir: string): void {
  if (!existsSync(join(distDir, 'index.html'))) return;
  app.use('/assets', answeredAs('asset', clientAssets(join(distDir, 'assets'))));
  const archive = app.get(ClientAssetArchive).storage;
  if (archive) app.use('/assets', answeredAs('asset', storedFiles(archive, ASSET_CACHE_CONTROL)));
  const files = answeredAs('asset', express.static(distDir, { index: false, maxAge: '1h' }));
  // The page template is not a page: /index.html is an unknown address like any other.
  app.use((req: Request, res: Response, next: NextFunction) => (req.path === '/index.html' ? next() : files(req, res, next)));
  // Browsers ask for /favicon.ico wherever a page names no icon (robots.txt, a JSON answer).
  app.use('/favicon.ico', (_req: Request, res: Response) => res.redirect(301, '/favicon.svg'));
  app.use(answeredAs('page', app.get(PagesMiddleware).handle));
}

/** Only the exact path (`app.use` also matches below it, and `/metrics/x` is not the scrape). */
function strictly(path: string, handler: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => (req.originalUrl.split('?')[0] === path ? handler(req, res) : next());
}

/**
 * Errors raised by Express middleware before Nest sees the request (malformed JSON, a body
 * over the limit, a broken multipart request) answer in JSON too, never as an HTML page.
 */
function jsonErrors(
  error: { status?: number; statusCode?: number; expose?: boolean; code?: string },
  req: Request,
  res: Response,
  next: NextFunction,
) {
  if (res.headersSent) return next(error);
  // Out of file descriptors (a static file could not be opened): the process is busy, not broken.
  const outOfDescriptors = error.code === 'EMFILE' || error.code === 'ENFILE';
  if (outOfDescriptors) res.setHeader('Retry-After', '5');
  const status = outOfDescriptors ? 503 : (error.status ?? error.statusCode ?? 500);
  const message = persianHttpMessage(status);
  sendRestError(req, res, status >= 400 && status < 600 ? status : 500, { error: message, message });
}
