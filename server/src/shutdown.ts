import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';

/** Long enough for any request the server answers; short enough for an orchestrator's stop timeout. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops as a load balancer expects: no new connections, requests already in flight finish
 * with their answer (up to `graceMs`), idle keep-alive connections are closed, and only then
 * do the modules (database) close. Nest's own hook would close the database first.
 */
export async function drainAndClose(app: INestApplication, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const server = app.getHttpServer() as Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection turns idle once its last response is sent: close it then.
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
  await Promise.race([closed, deadline]);
  clearInterval(sweeper);
  server.closeAllConnections();
  await app.close();
}
