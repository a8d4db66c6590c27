import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net, { type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** When the request had arrived whole (`performance.now()`). */
  at: number;
}

/** What the receiver answers the n-th request (0-based): a status, or a promise of one (to hang). */
export type Answer = (index: number, request: ReceivedWebhook) => number | Promise<number>;

export interface WebhookReceiver {
  port: number;
  received: ReceivedWebhook[];
  /** Resolves with the n-th request (0-based) once it has arrived. */
  request(index: number): Promise<ReceivedWebhook>;
  /** Requests being answered right now, per webhook-id: a concurrency probe. */
  maxInFlightPerId(): number;
  close(): Promise<void>;
}

/**
 * The test receivers' self-signed certificate for hooks.example.com (the CA the tests hand the
 * server), committed rather than made at run time: a clone needs no openssl to run the tests. Made
 * with `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
 * -subj /CN=hooks.example.com -addext subjectAltName=DNS:hooks.example.com`; the key guards nothing.
 */
export function receiverCertificate(): { cert: string; key: string } {
  const fixtures = join(import.meta.dirname, '..', 'fixtures');
  return {
    cert: readFileSync(join(fixtures, 'webhook-receiver.crt'), 'utf8'),
    key: readFileSync(join(fixtures, 'webhook-receiver.key'), 'utf8'),
  };
}

/** A local webhook receiver (https with `tls`, else plain http) recording every request it gets. */
export async function startWebhookReceiver(answer: Answer = () => 200, tls?: { cert: string; key: string }): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const waiting = new Map<number, (request: ReceivedWebhook) => void>();
  const inFlight = new Map<string, number>();
  let maxInFlight = 0;
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: performance.now() };
      const index = received.push(request) - 1;
      const id = String(req.headers['webhook-id']);
      inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
      maxInFlight = Math.max(maxInFlight, inFlight.get(id)!);
      waiting.get(index)?.(request);
      void Promise.resolve(answer(index, request)).then((status) => {
        inFlight.set(id, inFlight.get(id)! - 1);
        res.writeHead(status, { 'content-type': 'text/plain' }).end(`answer ${status}`);
      });
    });
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    request: (index) => (received[index] ? Promise.resolve(received[index]) : new Promise((resolve) => waiting.set(index, resolve))),
    maxInFlightPerId: () => maxInFlight,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SilentReceiver {
  port: number;
  /** Connections accepted so far. */
  accepted: number;
  /** Connections still held open, never answered. */
  open(): number;
  close(): Promise<void>;
}

/**
 * A receiver that accepts connections and never says a word (not even a TLS handshake): what a
 * hung integrator looks like from here. Every call to it runs into the delivery timeout.
 */
export async function startSilentReceiver(): Promise<SilentReceiver> {
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    receiver.accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const receiver: SilentReceiver = {
    port: (server.address() as AddressInfo).port,
    accepted: 0,
    open: () => sockets.size,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return receiver;
}
