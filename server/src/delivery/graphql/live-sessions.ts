import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock, type Timer } from 'src/common/clock.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { isAccountDeactivated } from 'src/domain/admins/account-deactivated.js';
import { AuthService } from 'src/domain/auth/auth.service.js';
import { DrainState } from 'src/platform/health/drain-state.js';
import { OrderFeed } from 'src/reactions/live/order-feed.js';

/**
 * The close codes of the live socket (docs/INTEGRATORS.md, "Live back office"). 4401 is graphql-ws's own
 * "Unauthorized", which its client does not retry: the back office renews its token or asks for
 * the password, then connects again. 1012 "service restart" is retried, by then on another
 * instance.
 */
export const CLOSE_UNAUTHORIZED = 4401;
/**
 * The reason a socket closed with 4401 gives when its admin was deactivated (docs/INTEGRATORS.md, "Admins, roles,
 * sessions and lockouts"): the back office then opens the login page with the Persian message rather than asking for
 * the password.
 */
export const REASON_DEACTIVATED = 'Account deactivated';
export const CLOSE_SERVICE_RESTART = 1012;
/**
 * The token the socket was opened with reached its `exp` (docs/INTEGRATORS.md, "Live back office"): not an ended session. The back
 * office renews its token while the admin works, so it connects again at once with the renewed one
 * (graphql-ws retries this code, unlike 4401); a token that cannot be renewed is then refused with 4401.
 */
export const CLOSE_TOKEN_EXPIRED = 4440;
export const REASON_TOKEN_EXPIRED = 'Token expired';

/** What LiveSessions needs of a socket (ws' WebSocket). */
export interface LiveSocket {
  close(code: number, reason: string): void;
}

interface Session {
  token: string;
  user: AuthUser;
  expiry: Timer;
}

/** Node's timers take at most 2³¹−1 ms; a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** However often a token is renewed, its session ends this long after the login (auth.service.ts). */
const SESSION_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

/**
 * Every open live socket of this instance and the token it was opened with. A socket lives only
 * as long as its token would be accepted over HTTP: it closes with 4440 when the token expires
 * (the client connects again with its renewed token), with 4401 when the session itself ended, and when the admin's account changes on any instance (logout-all, a password change, a
 * deactivation: the `admin.*` domain events, carried by the live bus) its token is checked again at once. On
 * SIGTERM every socket closes with 1012 as draining starts, and new ones are refused so.
 */
@Injectable()
export class LiveSessions implements OnModuleInit {
  private readonly logger = new Logger(LiveSessions.name);
  private readonly sessions = new Map<LiveSocket, Session>();

  constructor(
    private readonly auth: AuthService,
    private readonly drain: DrainState,
    private readonly feed: OrderFeed,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.drain.onDrain(() => {
      for (const socket of [...this.sessions.keys()]) this.end(socket, CLOSE_SERVICE_RESTART, 'Service restart');
    });
    this.feed.onAdminChanged((adminId) => {
      for (const [socket, session] of this.sessions) if (session.user.id === adminId) void this.check(socket);
    });
  }

  get size(): number {
    return this.sessions.size;
  }

  /**
   * Admits `socket` for the admin `token` stands for (checked as the HTTP guard checks it), or
   * closes it and returns null.
   */
  async open(socket: LiveSocket, token: string | null): Promise<AuthUser | null> {
    if (this.drain.draining) {
      socket.close(CLOSE_SERVICE_RESTART, 'Service restart');
      return null;
    }
    let user: AuthUser;
    try {
      if (!token) throw new Error('no token');
      user = await this.auth.authenticate(token);
    } catch (error) {
      socket.close(CLOSE_UNAUTHORIZED, isAccountDeactivated(error) ? REASON_DEACTIVATED : 'Unauthorized');
      return null;
    }
    this.sessions.set(socket, { token, user, expiry: this.expiryTimer(socket, token, user) });
    return user;
  }

  /** The socket's admin, while it is open. */
  userOf(socket: LiveSocket): AuthUser | undefined {
    return this.sessions.get(socket)?.user;
  }

  /** The socket closed (whoever closed it). */
  closed(socket: LiveSocket): void {
    this.sessions.get(socket)?.expiry.cancel();
    this.sessions.delete(socket);
  }

  private async check(socket: LiveSocket): Promise<void> {
    const session = this.sessions.get(socket);
    if (!session) return;
    try {
      await this.auth.authenticate(session.token);
      // Still valid (an account change that kept the token, or a timer that fired a moment early): watch it again.
      session.expiry.cancel();
      session.expiry = this.expiryTimer(socket, session.token, session.user);
    } catch (error) {
      // A database fault is not the admin's doing: 1012 makes the client retry, and its next connect checks the token again.
      const unauthorized = (error as { code?: string }).code === 'UNAUTHENTICATED';
      if (!unauthorized) this.logger.warn(`could not check a live socket's token: ${(error as Error).message}`);
      if (!unauthorized) this.end(socket, CLOSE_SERVICE_RESTART, 'Try again');
      else if (isAccountDeactivated(error)) this.end(socket, CLOSE_UNAUTHORIZED, REASON_DEACTIVATED);
      // Only the token's time ran out (the session cap or a revocation would have failed before it).
      else if (this.expired(session.token)) this.end(socket, CLOSE_TOKEN_EXPIRED, REASON_TOKEN_EXPIRED);
      else this.end(socket, CLOSE_UNAUTHORIZED, 'Unauthorized');
    }
  }

  /** Whether `token`'s own `exp` has passed (so that alone refuses it). */
  private expired(token: string): boolean {
    const exp = expiryOf(token);
    return exp !== null && exp <= this.clock.now().getTime();
  }

  private expiryTimer(socket: LiveSocket, token: string, user: AuthUser): Timer {
    const expiresAt = Math.min(expiryOf(token) ?? Infinity, user.authTime * 1000 + SESSION_MAX_AGE_MS);
    const ms = Math.min(Math.max(0, expiresAt - this.clock.now().getTime()), MAX_TIMER_MS);
    return this.clock.timeout(ms, () => void this.check(socket));
  }

  private end(socket: LiveSocket, code: number, reason: string): void {
    this.closed(socket);
    socket.close(code, reason);
  }
}

/** The token's `exp` in milliseconds, read without checking (the token was verified when the socket opened). */
function expiryOf(token: string): number | null {
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}
