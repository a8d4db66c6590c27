import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import type { ApiTokenCaller, AuthUser } from 'src/common/auth/request-context.js';
import { Clock } from 'src/common/clock.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { RateLimiterStore, type RateLimiter } from 'src/platform/rate-limit/rate-limiter.js';
import { toPersianDigits } from '@site-builder/rules';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { ApiToken } from './api-token.entity.js';
import type { CreateApiTokenInput } from './dto/create-api-token.input.js';
import type { CreatedApiToken } from './dto/created-api-token.output.js';

/** Every API token starts with this, so it is told apart from a login token and recognised in a leak scan. */
export const API_TOKEN_PREFIX = 'sbt_';
/** How much of a token the list shows: the prefix and 8 of its 43 random characters. */
const SHOWN_LENGTH = API_TOKEN_PREFIX.length + 8;
/** Last use is written at most this often per token unless the address changes: a read, not a write, per call. */
const LAST_USE_EVERY_MS = 60_000;
const DAY_MS = 24 * 3600_000;

const TOKEN_REFUSED = 'توکن API نامعتبر، باطل‌شده یا منقضی است';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * How old the in-memory list of live tokens may be when it decides a request's lane: a token
 * revoked on another instance may keep the staff lane this long, and is refused by the guard all
 * the same (the list schedules, it never authorizes).
 */
const LIVE_LIST_MAX_AGE_MS = 30_000;

interface LiveTokens {
  /** Secret hash -> expiry (null: none), for tokens not revoked. */
  expiries: Map<string, Date | null>;
  loadedAt: number;
}

/**
 * Integrators' API tokens (docs/INTEGRATORS.md, "API tokens and scopes"): superadmins create, list and revoke them; the auth guard
 * authenticates a bearer with `authenticate` and counts its calls with `admit`. A token is 256
 * random bits behind a recognisable prefix; only its SHA-256 is kept.
 */
@Injectable()
export class ApiTokensService {
  private readonly limiter: RateLimiter;
  /** Each request's one admission: a GraphQL request runs the guard once per root field, and each gets the same answer. */
  private readonly admissions = new WeakMap<object, Promise<void>>();

  constructor(
    @InjectRepository(ApiToken) private readonly tokens: Repository<ApiToken>,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    limits: RateLimiterStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Redis away: the calls count in this process, as public orders do, rather than refusing integrators.
    this.limiter = limits.limiter({
      name: 'api-token',
      points: config.apiTokenRateLimit,
      durationSeconds: 60,
      whenStoreDown: 'count-locally',
    });
  }

  private live: Promise<LiveTokens> | null = null;

  /**
   * Whether a bearer is a live API token, from a list of the live ones kept in memory: enough to
   * put an integrator's request in the staff lane (platform/fair-share/api-fair-share.middleware.ts), never to
   * authorize it (`authenticate`). A made-up `sbt_` secret costs a map look-up, not a query.
   */
  async isLive(secret: string): Promise<boolean> {
    const now = this.clock.now();
    let live = this.live ? await this.live.catch(() => null) : null;
    if (!live || now.getTime() - live.loadedAt >= LIVE_LIST_MAX_AGE_MS) {
      this.live = this.loadLive(now.getTime());
      live = await this.live;
    }
    if (!live.expiries.has(sha256(secret))) return false;
    const expiresAt = live.expiries.get(sha256(secret));
    return !expiresAt || expiresAt > now;
  }

  private async loadLive(loadedAt: number): Promise<LiveTokens> {
    const rows = await this.tokens.find({ select: { secretHash: true, expiresAt: true, revokedAt: true } });
    const expiries = new Map(rows.filter((row) => !row.revokedAt).map((row) => [row.secretHash, row.expiresAt]));
    return { expiries, loadedAt };
  }

  static isApiToken(bearer: string): boolean {
    return bearer.startsWith(API_TOKEN_PREFIX);
  }

  list(actor: AuthUser): Promise<ApiToken[]> {
    assertSuperadmin(actor);
    return this.tokens.find({ order: { id: 'DESC' } });
  }

  async create(input: CreateApiTokenInput, actor: AuthUser): Promise<CreatedApiToken> {
    assertSuperadmin(actor);
    const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const token = await this.events.write((unit) =>
      unit.change('api-token.created', ApiToken, null, () =>
        unit.manager.save(
          this.tokens.create({
            name: input.name,
            prefix: secret.slice(0, SHOWN_LENGTH),
            secretHash: sha256(secret),
            scopes: input.scopes,
            expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * DAY_MS) : null,
            createdBy: actor.id,
            createdAt: now,
          }),
        ),
      ),
    );
    this.live = null;
    return { token, secret };
  }

  async revoke(id: number, actor: AuthUser): Promise<ApiToken> {
    assertSuperadmin(actor);
    const token = await this.tokens.findOneBy({ id });
    if (!token) throw DomainException.notFound('توکن API');
    if (token.revokedAt) return token;
    const revoked = await this.events.write((unit) =>
      unit.change('api-token.revoked', ApiToken, id, async () => {
        token.revokedAt = this.clock.now();
        return unit.manager.save(token);
      }),
    );
    this.live = null;
    return revoked;
  }

  /**
   * The tokens `adminId` created that are not revoked, newest first: what the «غیرفعال کردن» dialog lists
   * (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts").
   */
  createdBy(adminId: number): Promise<ApiToken[]> {
    return this.tokens.find({ where: { createdBy: adminId, revokedAt: IsNull() }, order: { id: 'DESC' } });
  }

  /**
   * The tokens of a deactivated admin (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), in the caller's
   * unit: kept with `newOwnerId` as their owner (`api-token.transferred`), or revoked at once (`api-token.revoked`),
   * each one logged.
   * Returns how many.
   */
  async handOnCreatedBy(adminId: number, disposal: { newOwnerId: number } | 'revoke'): Promise<number> {
    const now = this.clock.now();
    const handled = await this.events.write(async (unit) => {
      const tokens = await unit.manager.find(ApiToken, { select: { id: true }, where: { createdBy: adminId, revokedAt: IsNull() } });
      for (const { id } of tokens) {
        if (disposal === 'revoke') {
          await unit.change('api-token.revoked', ApiToken, id, async () => {
            await unit.manager.update(ApiToken, { id }, { revokedAt: now });
            return { id };
          });
        } else {
          await unit.change('api-token.transferred', ApiToken, id, async () => {
            await unit.manager.update(ApiToken, { id }, { createdBy: disposal.newOwnerId });
            return { id };
          });
        }
      }
      return tokens.length;
    });
    if (disposal === 'revoke') this.live = null;
    return handled;
  }

  /** The token a bearer secret stands for; an unknown, revoked or expired one is the same 401. */
  async authenticate(secret: string): Promise<ApiTokenCaller> {
    const token = await this.tokens.findOneBy({ secretHash: sha256(secret) });
    const now = this.clock.now();
    if (!token || token.revokedAt || (token.expiresAt && token.expiresAt <= now)) throw DomainException.unauthenticated(TOKEN_REFUSED);
    return { id: token.id, name: token.name, scopes: token.scopes, lastUsedAt: token.lastUsedAt, lastUsedIp: token.lastUsedIp };
  }

  /**
   * Counts one call of `caller` (once per request, however many operations it holds) against the
   * token's limit, refusing with 429 and Retry-After past it, and records the last use.
   */
  admit(request: object, caller: ApiTokenCaller, ip: string): Promise<void> {
    let admission = this.admissions.get(request);
    if (!admission) this.admissions.set(request, (admission = this.count(caller, ip)));
    return admission;
  }

  private async count(caller: ApiTokenCaller, ip: string): Promise<void> {
    const result = await this.limiter.consume(`token:${caller.id}`);
    if (!result.allowed) {
      const seconds = result.retryAfterSeconds;
      throw DomainException.rateLimited(
        `درخواست‌های این توکن بیش از حد مجاز است؛ ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید`,
        seconds,
      );
    }
    const now = this.clock.now();
    const last = caller.lastUsedAt?.getTime() ?? -Infinity;
    if (caller.lastUsedIp !== ip || now.getTime() - last >= LAST_USE_EVERY_MS) {
      await this.tokens.update(caller.id, { lastUsedAt: now, lastUsedIp: ip.slice(0, 45) });
    }
  }
}

function assertSuperadmin(actor: AuthUser): void {
  if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند توکن‌های API را مدیریت کند');
}
