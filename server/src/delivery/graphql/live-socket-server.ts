import { STATUS_CODES, ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { Application } from 'express';
import { GRAPHQL_TRANSPORT_WS_PROTOCOL, makeServer } from 'graphql-ws';
import ipaddr from 'ipaddr.js';
import { DataSource } from 'typeorm';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { DrainState } from 'src/platform/health/drain-state.js';
import { CLOSE_SERVICE_RESTART, LiveSessions } from './live-sessions.js';
import { subscriptionLimits } from './graphql.options.js';
import { QueryRefusal } from './query-refusal.js';
import { subscriptionOptions, type LiveSocketGuard } from './subscriptions.js';

/** The live socket's bounds (docs/INTEGRATORS.md, "Live back office"). */
export const LIVE_LIMITS = {
  /** The largest message a socket may send: a subscription document is a few KB (ws' own default is 100 MiB). */
  maxPayload: 64 * 1024,
  /** `connection_init` must arrive within this, or the socket closes with 4408. */
  initWaitMs: 5_000,
  /** Sockets of one address (an IPv6 /64) that have not yet said who they are; an office shares one address. */
  pendingPerAddress: 16,
  /** An adviser with 20 request pages open, each with its socket, and room to spare. */
  socketsPerAdmin: 30,
  /** The back office opens one subscription per tab. */
  subscriptionsPerSocket: 10,
  subscriptionsPerAdmin: 50,
  /** A ping this often; a socket that has not answered the previous one is ended (a peer gone without closing). */
  keepAliveMs: 12_000,
} as const;

/** RFC 6455 "Try Again Later": the admin has as many sockets as allowed; one of their tabs must close first. */
export const CLOSE_TOO_MANY_SOCKETS = 1013;

/** How long an upgrade answered by hand may take to be sent and its rest read, before the socket is destroyed. */
const ANSWER_LINGER_MS = 5_000;

interface SocketState {
  address: string;
  /** Counted among its address's sockets that have not yet said who they are. */
  pending: boolean;
  adminId?: number;
  /** The ids of the subscriptions running on it (graphql-ws' own record of them). */
  subscriptions?: Record<string, unknown>;
}

/**
 * Owns the HTTP server's `upgrade` event, so that every upgrade is answered: a WebSocket to
 * `/graphql` offering graphql-transport-ws becomes the live back office's socket (graphql-ws's
 * `makeServer` on a `ws` server of our own, with a small `maxPayload`); any other WebSocket
 * upgrade gets an HTTP error and is closed; any other protocol (an h2c upgrade, which curl sends
 * with `--http2`) is served as plain HTTP/1.1 when it has no body, since Node hands an upgrade's
 * socket over without reading its body, and answered 400 when it has one. Before `connection_init`
 * an address may hold only a few sockets; after it, an admin a few tens, and each socket and admin
 * a few subscriptions (subscriptions.ts applies the same limits and formatting as HTTP).
 */
@Injectable()
export class LiveSocketServer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveSocketServer.name);
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: LIVE_LIMITS.maxPayload,
    perMessageDeflate: false,
    handleProtocols: (protocols) => (protocols.has(GRAPHQL_TRANSPORT_WS_PROTOCOL) ? GRAPHQL_TRANSPORT_WS_PROTOCOL : false),
  });
  private readonly sockets = new Map<WebSocket, SocketState>();
  private readonly pendingByAddress = new Map<string, number>();
  private readonly socketsByAdmin = new Map<number, Set<WebSocket>>();
  private server?: Server;
  private clientAddress: (req: IncomingMessage) => string = (req) => req.socket.remoteAddress ?? 'unknown';

  constructor(
    private readonly sessions: LiveSessions,
    private readonly dataSource: DataSource,
    private readonly drain: DrainState,
    private readonly moduleRef: ModuleRef,
  ) {}

  onModuleInit(): void {
    // Built by the GraphQL module as it starts, after this module: looked up at the first subscription.
    const limits = subscriptionLimits(() => this.moduleRef.get(GraphQLSchemaHost, { strict: false }).schema);
    const graphqlWs = makeServer(subscriptionOptions(this.sessions, this.dataSource, limits, this.guard));
    this.wss.on('connection', (socket: WebSocket, request: IncomingMessage) => this.opened(socket, request, graphqlWs));
    // Sockets that have not said who they are yet: LiveSessions closes the others.
    this.drain.onDrain(() => {
      for (const [socket, state] of this.sockets) if (state.adminId === undefined) socket.close(CLOSE_SERVICE_RESTART, 'Service restart');
    });
  }

  /**
   * Answers every upgrade request `server` receives. `app` resolves the caller's address as
   * Express does for requests (`trust proxy`).
   */
  attach(server: Server, app?: Application): void {
    this.server = server;
    if (app) this.clientAddress = (req) => expressIp(app, req) ?? req.socket.remoteAddress ?? 'unknown';
    server.on('upgrade', this.onUpgrade);
  }

  get size(): number {
    return this.sockets.size;
  }

  async onModuleDestroy(): Promise<void> {
    this.server?.off('upgrade', this.onUpgrade);
    const closed = [...this.sockets.keys()].map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    for (const socket of this.sockets.keys()) socket.close(1001, 'Going away');
    const deadline = setTimeout(() => this.wss.clients.forEach((socket) => socket.terminate()), 1000);
    await Promise.all(closed);
    clearTimeout(deadline);
    await new Promise((resolve) => this.wss.close(resolve));
  }

  private readonly onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    // Node leaves an upgraded socket's errors to whoever took it.
    socket.on('error', () => socket.destroy());
    const protocols = (req.headers.upgrade ?? '')
      .toLowerCase()
      .split(',')
      .map((p) => p.trim());
    if (protocols.includes('websocket')) return this.upgradeToWebSocket(req, socket, head);
    // Any other protocol may be declined by answering as HTTP/1.1, but only for a request without
    // a body: Node has handed the socket over before reading it, and cannot parse it now.
    if (hasBody(req)) return refuse(socket, 400);
    serveAsHttp(this.server!, req, socket);
  };

  private upgradeToWebSocket(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if ((req.url ?? '').split('?')[0] !== '/graphql') return refuse(socket, 404);
    const offered = String(req.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    if (!offered.includes(GRAPHQL_TRANSPORT_WS_PROTOCOL)) return refuse(socket, 400);
    const address = addressKey(this.clientAddress(req));
    const pending = this.pendingByAddress.get(address) ?? 0;
    if (pending >= LIVE_LIMITS.pendingPerAddress) return refuse(socket, 429, { 'Retry-After': String(LIVE_LIMITS.initWaitMs / 1000) });
    this.pendingByAddress.set(address, pending + 1);
    const state: SocketState = { address, pending: true };
    // ws answers a malformed handshake itself (400) and destroys the socket, without calling back.
    socket.once('close', () => this.settle(state));
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      this.sockets.set(ws, state);
      this.wss.emit('connection', ws, req);
    });
  }

  /** The ws and graphql-ws glue (as graphql-ws's `useServer`, with the limits above and errors logged as a client's). */
  private opened(socket: WebSocket, request: IncomingMessage, graphqlWs: ReturnType<typeof makeServer>): void {
    const state = this.sockets.get(socket)!;
    // A frame over maxPayload (1009) or a malformed one (1002): ws has sent the close frame already.
    socket.on('error', (error) => this.logger.debug(`live socket from ${state.address}: ${error.message}`));
    let answered = true;
    const keepAlive = setInterval(() => {
      if (!answered) return socket.terminate();
      answered = false;
      socket.ping();
    }, LIVE_LIMITS.keepAliveMs);
    socket.on('pong', () => (answered = true));
    const closed = graphqlWs.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handle) =>
          socket.on('message', (data: Buffer) => {
            handle(data.toString('utf8')).catch((error: unknown) => {
              this.logger.error(`live socket message failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
              socket.close(4500, 'Internal server error');
            });
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      clearInterval(keepAlive);
      this.settle(state);
      this.sockets.delete(socket);
      if (state.adminId !== undefined) {
        const mine = this.socketsByAdmin.get(state.adminId);
        mine?.delete(socket);
        if (mine?.size === 0) this.socketsByAdmin.delete(state.adminId);
      }
      void closed(code, reason.toString());
    });
  }

  /** No longer counted among its address's sockets that have not said who they are. */
  private settle(state: SocketState): void {
    if (!state.pending) return;
    state.pending = false;
    const left = (this.pendingByAddress.get(state.address) ?? 1) - 1;
    if (left > 0) this.pendingByAddress.set(state.address, left);
    else this.pendingByAddress.delete(state.address);
  }

  private readonly guard: LiveSocketGuard = {
    admit: (socket: WebSocket, user: AuthUser, subscriptions: Record<string, unknown>) => {
      const state = this.sockets.get(socket);
      if (!state) return false;
      this.settle(state);
      const mine = this.socketsByAdmin.get(user.id) ?? new Set<WebSocket>();
      if (mine.size >= LIVE_LIMITS.socketsPerAdmin) {
        socket.close(CLOSE_TOO_MANY_SOCKETS, 'Too many sockets');
        return false;
      }
      mine.add(socket);
      this.socketsByAdmin.set(user.id, mine);
      state.adminId = user.id;
      state.subscriptions = subscriptions;
      return true;
    },
    refuseSubscription: (socket: WebSocket) => {
      const state = this.sockets.get(socket);
      // graphql-ws has recorded the new subscription before asking.
      if (Object.keys(state?.subscriptions ?? {}).length > LIVE_LIMITS.subscriptionsPerSocket) {
        return tooManySubscriptions(LIVE_LIMITS.subscriptionsPerSocket, 'SOCKET');
      }
      let total = 0;
      for (const other of this.socketsByAdmin.get(state?.adminId ?? -1) ?? []) {
        total += Object.keys(this.sockets.get(other)?.subscriptions ?? {}).length;
      }
      return total > LIVE_LIMITS.subscriptionsPerAdmin ? tooManySubscriptions(LIVE_LIMITS.subscriptionsPerAdmin, 'ADMIN') : null;
    },
  };
}

function tooManySubscriptions(max: number, per: 'SOCKET' | 'ADMIN'): QueryRefusal {
  const message =
    per === 'SOCKET'
      ? `روی یک اتصال بیش از ${max} subscription هم‌زمان پذیرفته نیست؛ یکی را ببندید`
      : `هر مدیر بیش از ${max} subscription هم‌زمان نمی‌تواند داشته باشد؛ چند زبانه را ببندید`;
  return new QueryRefusal('TOO_MANY_SUBSCRIPTIONS', message, { details: { maxSubscriptions: max, per } });
}

/** Whether the request says a body follows (an upgrade's body is never read by Node's parser). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Answers an upgrade this server does not take with `status` and closes the connection. What the
 * client still sends is read and dropped meanwhile (closing with unread data would reset the
 * connection before it reads the answer), for at most a few seconds.
 */
function refuse(socket: Duplex, status: number, headers: Record<string, string> = {}): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ error: STATUS_CODES[status], message: STATUS_CODES[status] });
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  linger(socket);
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** Reads and drops what arrives until the peer closes, and destroys the socket after a few seconds at most. */
function linger(socket: Duplex): void {
  const timer = setTimeout(() => socket.destroy(), ANSWER_LINGER_MS);
  timer.unref();
  socket.on('close', () => clearTimeout(timer));
  socket.on('end', () => socket.destroy());
  socket.resume();
}

/**
 * Serves an upgrade request (without a body) as an ordinary one, through the server's own
 * `request` listeners, on a connection closed after the answer.
 */
function serveAsHttp(server: Server, req: IncomingMessage, socket: Duplex): void {
  const res = new ServerResponse(req);
  res.shouldKeepAlive = false;
  res.assignSocket(socket as never);
  res.on('finish', () => {
    res.detachSocket(socket as never);
    linger(socket);
    socket.end();
  });
  // A client that stops reading the answer does not hold the socket.
  const timer = setTimeout(() => socket.destroy(), server.requestTimeout || 300_000);
  timer.unref();
  socket.on('close', () => clearTimeout(timer));
  server.emit('request', req, res);
}

/** The caller's address as Express resolves it for requests (`trust proxy`), or null. */
function expressIp(app: Application, req: IncomingMessage): string | null {
  try {
    const view = Object.create((app as unknown as { request: object }).request, {
      headers: { value: req.headers },
      socket: { value: req.socket },
    }) as {
      ip?: string;
    };
    return view.ip ?? null;
  } catch {
    return null;
  }
}

/** One key per IPv4 address and per IPv6 /64 (what one subscriber is given). */
function addressKey(address: string): string {
  try {
    let parsed = ipaddr.parse(address);
    if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
    if (parsed.kind() === 'ipv4') return parsed.toString();
    return `${(parsed as ipaddr.IPv6).parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(':')}::/64`;
  } catch {
    return address;
  }
}
