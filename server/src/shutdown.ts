import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { Logger, type INestApplication } from '@nestjs/common';
import { DrainState } from 'src/platform/health/drain-state.js';

/** Long enough for any request the server answers; short enough for an orchestrator's stop timeout. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * After the listener closes, connections accepted just before it get this long to send their
 * request before idle ones are closed: a client writes right after connecting, but on a starved
 * machine (load 15 on 2 cores, seen in the SIGTERM test) its write came more than 200 ms later and
 * met a closed socket.
 */
const LAST_ACCEPTED_GRACE_MS = 1000;

/** How long the listener may wait for the kernel's queue of accepted connections to empty. */
const ACCEPT_QUEUE_WAIT_MS = 3000;

/**
 * Leaves as a load balancer expects. Readiness turns 503 at once (DrainState), while for
 * `drainMs` the listener keeps accepting and answers everything, each answer with
 * `Connection: close` so clients and proxies stop reusing their connections to this instance.
 * Then it stops accepting, lets requests in flight finish (up to `graceMs`) and closes the
 * modules (database) last.
 */
export async function shutdown(app: INestApplication, drainMs: number, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const server = app.getHttpServer() as Server;
  server.prependListener('request', closeAfterAnswer);
  app.get(DrainState).start();
  new Logger('Shutdown').log(`draining: readiness answers 503; accepting for ${drainMs} ms more, then finishing requests in flight`);
  if (drainMs > 0) await delay(drainMs);
  await drainAndClose(app, graceMs);
}

function closeAfterAnswer(_req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/**
 * Stops accepting, lets requests in flight finish with their answer (up to `graceMs`), closes
 * idle keep-alive connections, and only then closes the modules. Nest's own hook would close
 * the database first.
 */
export async function drainAndClose(app: INestApplication, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const server = app.getHttpServer() as Server;
  let firstSweep: NodeJS.Timeout | undefined;
  let sweeper: NodeJS.Timeout | undefined;
  // Swept in the check phase, just after the poll phase has read what reached the sockets: a
  // connection whose request has begun arriving is not idle then.
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());
  const closed = new Promise<void>((resolve) =>
    stopAccepting(server, resolve, () => {
      firstSweep = setTimeout(() => {
        closeIdle();
        // A keep-alive connection turns idle once its last response is sent: close it then.
        sweeper = setInterval(closeIdle, 100);
      }, LAST_ACCEPTED_GRACE_MS);
    }),
  );
  const deadline = delay(graceMs, undefined, { ref: false });
  await Promise.race([closed, deadline]);
  clearTimeout(firstSweep);
  clearInterval(sweeper);
  server.closeAllConnections();
  await app.close();
}

/**
 * Closes the listener without resetting connections the kernel completed but the server has not
 * accepted yet: closing a listening socket resets its queue, and those clients may have sent their
 * request already (Node accepts one connection per event-loop turn, so a busy server always has
 * some). The queue is shrunk to nothing first, so the kernel drops new connection attempts (their
 * clients retry and are then refused), and the listener closes once what was queued is accepted.
 */
function stopAccepting(server: Server, onClosed: () => void, onStopped: () => void): void {
  const handle = (server as unknown as { _handle?: { listen?: (backlog: number) => number } })._handle;
  handle?.listen?.(0);
  const port = (server.address() as { port: number } | null)?.port;
  const giveUpAt = Date.now() + ACCEPT_QUEUE_WAIT_MS;
  let done = false;
  const attempt = () => {
    if (done) return;
    const queued = port === undefined ? null : acceptQueueLength(port);
    if (queued && Date.now() < giveUpAt) {
      setImmediate(attempt);
      return;
    }
    done = true;
    if (queued) new Logger('Shutdown').warn(`closing the listener with ${queued} connection(s) still queued: they are reset`);
    server.off('connection', attempt);
    // Not http.Server#close: it also closes idle connections at once, including one accepted a
    // moment ago whose request is not yet read.
    NetServer.prototype.close.call(server, () => onClosed());
    onStopped();
  };
  // Right after an accept, when the queue is likeliest to be empty.
  server.on('connection', attempt);
  attempt();
}

/** Connections waiting in the kernel's accept queue of the listener on `port` (Linux), or null where unknown. */
function acceptQueueLength(port: number): number | null {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  let total: number | null = null;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'latin1');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue ...; a listener (st 0A) reports its accept queue as rx_queue.
      const [, address, , state, queues] = line.trim().split(/\s+/);
      if (state !== '0A' || !address?.endsWith(local)) continue;
      total = (total ?? 0) + parseInt(queues.split(':')[1], 16);
    }
  }
  return total;
}
