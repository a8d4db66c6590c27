import 'reflect-metadata';
import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { loadConfig } from 'src/platform/config/app.config.js';
import { publicUrlWarning } from 'src/platform/config/public-url-warning.js';
import { SeedService } from 'src/database/seeds/seed.service.js';
import { flushTraces } from 'src/platform/observability/trace-context.js';
import { createApp } from './bootstrap.js';
import { shutdown } from './shutdown.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  // A configuration mistake is the operator's to fix: one line saying what, no stack.
  console.error(`configuration error: ${(error as Error).message}`);
  process.exit(1);
}
const app = await createApp(config);
await app.listen(config.port, config.host);
const server = app.getHttpServer() as Server;
// Longer than the idle timeout of the proxies and clients in front (60 s is the common default), so
// a client never reuses a keep-alive connection at the moment the server closes it (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// No connection is held for ever: a request must arrive whole within 5 minutes (Node's default, said
// here), and a socket on which nothing moves either way for 2 minutes (a client that stopped reading
// its answer, or vanished without closing) is destroyed. Upgrades are live-socket-server.ts's: a
// live socket is pinged every 12 s, anything else is answered and closed.
server.requestTimeout = 300_000;
server.timeout = 120_000;
// A failed accept (out of descriptors) is logged, never the end of the process: libuv drops the
// connection it could not take, and the listener goes on.
server.on('error', (error) => new Logger('HttpServer').warn(`listener: ${error.message}`));
// SIGTERM is how an orchestrator or a deploy stops an instance behind a balancer: drain first. SIGINT
// is a person at a terminal, with no balancer to wait for. A second signal ends the process at once.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void shutdown(app, signal === 'SIGTERM' ? config.shutdownDrainMs : 0).then(
      () => flushTraces().then(() => process.exit(0)),
      () => process.exit(1),
    );
  });
}

const logger = new Logger('Bootstrap');
const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
logger.log(`serving on ${origin} (${config.env}, ${config.database.kind === 'mysql' ? 'MySQL' : 'embedded SQLite'})`);
const publicUrlProblem = publicUrlWarning(config);
if (publicUrlProblem) logger.warn(publicUrlProblem);
const firstAdmin = app.get(SeedService).firstAdmin;
const passwordHint = firstAdmin?.passwordFile ? `the password is in ${firstAdmin.passwordFile}` : 'the password is ADMIN_PASSWORD';
logger.log(
  `back office: ${origin}/ch-admin` +
    (firstAdmin ? ` — log in as ${firstAdmin.email}; ${passwordHint}` : ` — log in with an admin account`),
);
