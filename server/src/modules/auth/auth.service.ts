import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from 'src/common/clock.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { adminAccount, LoginLimits } from 'src/common/rate-limit/login-limits.service.js';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import type { ApiTokenCaller, AuthenticatedRequest, AuthUser } from 'src/common/auth/request-context.js';
import { ApiTokensService } from 'src/modules/api-tokens/api-tokens.service.js';
import { AdminsService, normalizeLogin } from 'src/modules/admins/admins.service.js';
import { Admin, SUPERADMIN } from 'src/modules/admins/admin.entity.js';
import type { LoginPayload } from './dto/login.output.js';
import { DomainEvents } from 'src/modules/events/domain-events.js';

export interface TokenPayload {
  sub: number;
  user: Pick<AuthUser, 'id' | 'name' | 'family' | 'email' | 'roles'>;
  /** The admin's token version at issue; a password change or logout-all raises it. */
  ver: number;
  /** When the session began (seconds), kept by renewals so a session cannot be renewed forever. */
  auth_time: number;
  iat?: number;
}

/** However often a token is renewed, its session ends this long after the login. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

const TOKEN_REFUSED = 'توکن ورود نامعتبر است یا منقضی شده؛ دوباره وارد شوید';

@Injectable()
export class AuthService {
  constructor(
    private readonly admins: AdminsService,
    private readonly jwt: JwtService,
    private readonly limits: LoginLimits,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly apiTokens: ApiTokensService,
  ) {}

  /**
   * Who a bearer stands for: an admin (a login token) or an integrator's API token, told apart by
   * the API token's prefix. The one reading for the guard, the GraphQL context and idempotency.
   */
  async identify(bearer: string): Promise<{ admin: AuthUser } | { apiToken: ApiTokenCaller }> {
    if (ApiTokensService.isApiToken(bearer)) return { apiToken: await this.apiTokens.authenticate(bearer) };
    return { admin: await this.authenticate(bearer) };
  }

  /**
   * Authenticates the request's bearer once (the result stays on the request): false when it
   * carries none, a 401 when it carries a bad one.
   */
  async authenticateRequest(req: AuthenticatedRequest): Promise<boolean> {
    if (req.authUser || req.apiToken) return true;
    const token = bearerToken(req);
    if (!token) return false;
    const caller = await this.identify(token);
    if ('admin' in caller) req.authUser = caller.admin;
    else req.apiToken = caller.apiToken;
    return true;
  }

  /**
   * Failures count per account (an admin, however their login is typed; an unknown login under its
   * normalised text, so both look alike) and per address; see LoginLimits for the ceilings.
   */
  async login(login: string, password: string, ip: string): Promise<LoginPayload> {
    const attempt = await this.limits.begin(ip);
    try {
      const admin = await this.admins.findForLogin(login);
      await attempt.takeAccount(admin ? adminAccount(admin.id) : `login:${normalizeLogin(login)}`, ip);
      const valid = admin
        ? await this.admins.verifyPassword(password, admin.passwordHash)
        : await this.admins.verifyPasswordOfNobody(password);
      if (!admin || !valid || admin.roles.length === 0) {
        attempt.failed();
        throw DomainException.unauthenticated('نام کاربری یا رمز عبور اشتباه است');
      }
      await attempt.succeeded();
      return { accessToken: await this.issueToken(admin), user: admin };
    } finally {
      // A database fault or a refusal counts as no failure; a no-op once the attempt is settled.
      await attempt.release();
    }
  }

  /** A token for `admin` under their current token version; `authTime` carries over from the login a renewal extends. */
  issueToken(admin: Admin, authTime = this.nowSeconds()): Promise<string> {
    const user = { id: admin.id, name: admin.name, family: admin.family, email: admin.email, roles: admin.roles };
    return this.jwt.signAsync({
      sub: admin.id,
      user,
      ver: admin.tokenVersion,
      auth_time: authTime,
      iat: this.nowSeconds(),
    } satisfies TokenPayload);
  }

  /**
   * The staff member a bearer token stands for, read fresh from the database so that a changed
   * name or role applies at once, and a token of an earlier version (before a password change or a
   * logout-all) or of a session older than the cap is refused. Any fault is the same 401.
   */
  async authenticate(token: string): Promise<AuthUser> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { clockTimestamp: this.nowSeconds() });
    } catch {
      throw DomainException.unauthenticated(TOKEN_REFUSED);
    }
    const { sub, ver, auth_time: authTime } = payload;
    if (![sub, ver, authTime].every(Number.isInteger) || this.nowSeconds() - authTime >= SESSION_MAX_AGE_SECONDS) {
      throw DomainException.unauthenticated(TOKEN_REFUSED);
    }
    const admin = await this.admins.findById(sub);
    if (!admin || admin.roles.length === 0 || admin.tokenVersion !== ver) throw DomainException.unauthenticated(TOKEN_REFUSED);
    return { id: admin.id, name: admin.name, family: admin.family, email: admin.email, roles: admin.roles, tokenVersion: ver, authTime };
  }

  /**
   * Whether a token carries our signature and has not expired, read without the database: enough
   * to schedule a request (heavy-query-turns.ts), never to authorize one (that is `authenticate`).
   */
  async isSignedToken(token: string): Promise<boolean> {
    return this.jwt.verifyAsync(token, { clockTimestamp: this.nowSeconds() }).then(
      () => true,
      () => false,
    );
  }

  /**
   * Whether a bearer is staff-grade for scheduling (the staff lane of anonymous-api-turns and of
   * heavy queries): a signed login token, or a live API token. Never enough to authorize.
   */
  isStaffBearer(token: string): Promise<boolean> {
    return ApiTokensService.isApiToken(token) ? this.apiTokens.isLive(token).catch(() => false) : this.isSignedToken(token);
  }

  /** A fresh token for the caller's session, keeping its login time (the guard refuses sessions past the cap). */
  async refresh(user: AuthUser): Promise<LoginPayload> {
    const admin = await this.admins.findById(user.id);
    if (!admin || admin.tokenVersion !== user.tokenVersion) throw DomainException.unauthenticated(TOKEN_REFUSED);
    return { accessToken: await this.issueToken(admin, user.authTime), user: admin };
  }

  /** Ends every token of the caller, this one included. */
  async logoutAll(user: AuthUser): Promise<void> {
    await this.admins.revokeTokens(user.id);
  }

  /**
   * When the request changed the caller's own password (and so ended their token), a fresh token
   * that keeps them logged in; null otherwise. Knowing the current password renews the session.
   */
  async tokenAfterOwnChange(admin: Admin, user: AuthUser): Promise<string | null> {
    return admin.id === user.id && admin.tokenVersion > user.tokenVersion ? this.issueToken(admin) : null;
  }

  /** Clears an admin's failed-login counters from every address (superadmins only). */
  async unlock(id: number, actor: AuthUser): Promise<Admin> {
    if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند قفل ورود مدیران را باز کند');
    const admin = await this.admins.findById(id);
    if (!admin) throw DomainException.notFound('مدیر');
    return this.events.write((unit) =>
      unit.change('admin.unlocked', Admin, id, async () => {
        await this.limits.unlock(adminAccount(id));
        return admin;
      }),
    );
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
