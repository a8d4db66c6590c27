import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Clock } from 'src/common/clock.js';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import { adminAccount, LoginLimits } from 'src/platform/rate-limit/login-limits.service.js';
import { bearerToken } from 'src/common/auth/bearer-token.js';
import type { ApiTokenCaller, AuthenticatedRequest, AuthUser } from 'src/common/auth/request-context.js';
import { ApiTokensService } from 'src/domain/api-tokens/api-tokens.service.js';
import { AdminsService, normalizeLogin } from 'src/domain/admins/admins.service.js';
import { Admin, SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { accountDeactivated } from 'src/domain/admins/account-deactivated.js';
import type { LoginPayload } from './dto/login.output.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { DeviceCookies } from './device-cookie.js';
import { LoginChallenges } from './login-challenge.js';
import { TwoFactorService } from 'src/domain/two-factor/two-factor.service.js';
import type { TwoFactorSetup } from 'src/domain/two-factor/dto/two-factor-setup.output.js';

/** A login's answer, and the device cookie its door sets (device-cookie.ts). */
export interface LoginResult extends LoginPayload {
  deviceCookie: string;
}

/**
 * The stable codes of a login's second step (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), in REST
 * bodies and GraphQL extensions.
 */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_SETUP_REQUIRED = 'TWO_FACTOR_SETUP_REQUIRED';
export const TWO_FACTOR_INVALID = 'TWO_FACTOR_INVALID';
export const TWO_FACTOR_CHALLENGE_INVALID = 'TWO_FACTOR_CHALLENGE_INVALID';

/** The right password of an admin whose sign-in has a second step: a 401 carrying the challenge for it, never a token. */
function secondStepNeeded(purpose: 'verify' | 'setup', challenge: string): DomainException {
  return purpose === 'verify'
    ? new DomainException(ErrorCode.Unauthenticated, 'کد تأیید دو مرحله‌ای لازم است', undefined, undefined, {
        code: TWO_FACTOR_REQUIRED,
        challenge,
      })
    : new DomainException(
        ErrorCode.Unauthenticated,
        'ورود دو مرحله‌ای برای حساب شما الزامی است؛ پیش از ورود آن را راه‌اندازی کنید',
        undefined,
        undefined,
        { code: TWO_FACTOR_SETUP_REQUIRED, challenge },
      );
}

function challengeRefused(): DomainException {
  return new DomainException(
    ErrorCode.Unauthenticated,
    'مهلت این ورود تمام شده یا پیش‌تر به کار رفته است؛ دوباره وارد شوید',
    undefined,
    undefined,
    {
      code: TWO_FACTOR_CHALLENGE_INVALID,
    },
  );
}

export interface TokenPayload {
  sub: number;
  user: Pick<AuthUser, 'id' | 'name' | 'family' | 'email' | 'roles'>;
  /** The admin's token version at issue; a password change or logout-all raises it. */
  ver: number;
  /** When the session began (seconds), kept by renewals so a session cannot be renewed forever. */
  auth_time: number;
  /** How the session's login was made (RFC 8176): `pwd`, and `otp` once it passed the second step. Older tokens carry none. */
  amr?: string[];
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
    private readonly devices: DeviceCookies,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: LoginChallenges,
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

  /** Counts an API token's call against its limit (once per request), for a refusal that comes before the guard's (token-scope.rule.ts). */
  admitApiToken(req: AuthenticatedRequest): Promise<void> {
    if (!req.apiToken) return Promise.resolve();
    return this.apiTokens.admit(req, req.apiToken, req.ip ?? req.socket.remoteAddress ?? 'unknown');
  }

  /**
   * Failures count per account (an admin, however their login is typed; an unknown login under its
   * normalised text, so both look alike) and per address; see LoginLimits for the ceilings. From a
   * device the admin signed in from before (`deviceCookie`, valid for that admin), they count under
   * the device instead of the account (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): an attacker's
   * guesses elsewhere that lock the account do not lock its owner out, and the device has its own lockout.
   */
  async login(login: string, password: string, ip: string, deviceCookie?: string): Promise<LoginResult> {
    const attempt = await this.limits.begin(ip);
    try {
      const admin = await this.admins.findForLogin(login);
      const device = admin ? this.devices.deviceOf(deviceCookie, admin.id) : null;
      if (admin && device) await attempt.takeDevice(adminAccount(admin.id, admin.loginUnlocks), device);
      else await attempt.takeAccount(admin ? adminAccount(admin.id, admin.loginUnlocks) : `login:${normalizeLogin(login)}`, ip);
      const valid = admin
        ? await this.admins.verifyPassword(password, admin.passwordHash)
        : await this.admins.verifyPasswordOfNobody(password);
      if (!admin || !valid || admin.roles.length === 0) {
        attempt.failed();
        throw DomainException.unauthenticated('نام کاربری یا رمز عبور اشتباه است');
      }
      // Told only after the right password (a guess learns nothing), and counted as no failure (docs/INTEGRATORS.md,
      // "Admins, roles, sessions and lockouts").
      if (!admin.active) throw accountDeactivated();
      await attempt.succeeded();
      await this.assertNoSecondStep(admin);
      return { accessToken: await this.issueToken(admin), user: admin, deviceCookie: this.devices.issue(admin.id) };
    } finally {
      // A database fault or a refusal counts as no failure; a no-op once the attempt is settled.
      await attempt.release();
    }
  }

  /**
   * After the right password, an admin with two-factor sign-in on is asked for a code, and
   * one whom ADMIN_2FA requires to have it and who has not is asked to set it up: a 401 with a
   * challenge for the second step (POST /api/admin/login/verify, verifyLogin), never a token.
   */
  private async assertNoSecondStep(admin: Admin): Promise<void> {
    const factor = await this.twoFactor.enabled(admin.id);
    const purpose = factor ? 'verify' : this.twoFactor.requiredFor(admin.roles) ? 'setup' : null;
    if (!purpose) return;
    const challenge = this.challenges.issue({
      adminId: admin.id,
      purpose,
      generation: factor?.signIns ?? 0,
      tokenVersion: admin.tokenVersion,
    });
    throw secondStepNeeded(purpose, challenge);
  }

  /**
   * The login's second step: the challenge the password step gave and a code of the admin's app
   * (or one of their recovery codes). A `setup` challenge takes the first code of the factor set up
   * with beginLoginSetup, turns it on and answers the recovery codes beside the token. Wrong codes
   * count against the second step's own limit (5 lock it, not the password); a challenge passes once.
   */
  async verifyLogin(challenge: string, code: string): Promise<LoginResult & { recoveryCodes: string[] | null }> {
    const { admin, claim } = await this.challengeOwner(challenge);
    let recoveryCodes: string[] | null = null;
    if (claim.purpose === 'setup') {
      recoveryCodes = await this.twoFactor.confirmSetup(admin, code);
      if (!recoveryCodes) throw this.wrongCode();
    } else {
      const outcome = await this.twoFactor.passSignIn(admin, code, claim.generation);
      if (!outcome.passed) throw outcome.reason === 'wrong-code' ? this.wrongCode() : challengeRefused();
    }
    // The device cookie is issued (or renewed) only here, once the sign-in is whole.
    return {
      accessToken: await this.issueToken(admin, this.nowSeconds(), true),
      user: admin,
      deviceCookie: this.devices.issue(admin.id),
      recoveryCodes,
    };
  }

  /** For a `setup` challenge: a new TOTP secret, its otpauth:// address and QR code, waiting for its first code (verifyLogin). */
  async beginLoginSetup(challenge: string): Promise<TwoFactorSetup> {
    const { admin, claim } = await this.challengeOwner(challenge);
    if (claim.purpose !== 'setup') throw challengeRefused();
    return this.twoFactor.beginSetup(admin);
  }

  private async challengeOwner(challenge: string) {
    const claim = this.challenges.read(challenge);
    const admin = claim ? await this.admins.findById(claim.adminId) : null;
    if (!claim || !admin || admin.roles.length === 0 || admin.tokenVersion !== claim.tokenVersion) throw challengeRefused();
    return { admin, claim };
  }

  private wrongCode(): DomainException {
    return new DomainException(ErrorCode.Unauthenticated, TwoFactorService.WRONG_CODE, undefined, undefined, { code: TWO_FACTOR_INVALID });
  }

  /**
   * A token for `admin` under their current token version; `authTime` carries over from the login a
   * renewal extends, and `secondFactor` whether that login passed the second step.
   */
  issueToken(admin: Admin, authTime = this.nowSeconds(), secondFactor = false): Promise<string> {
    const user = { id: admin.id, name: admin.name, family: admin.family, email: admin.email, roles: admin.roles };
    return this.jwt.signAsync({
      sub: admin.id,
      user,
      ver: admin.tokenVersion,
      auth_time: authTime,
      amr: secondFactor ? ['pwd', 'otp'] : ['pwd'],
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
    const secondFactor = Array.isArray(payload.amr) && payload.amr.includes('otp');
    if (![sub, ver, authTime].every(Number.isInteger) || this.nowSeconds() - authTime >= SESSION_MAX_AGE_SECONDS) {
      throw DomainException.unauthenticated(TOKEN_REFUSED);
    }
    const admin = await this.admins.findById(sub);
    // Before the version check (deactivation raised it): the session learns why it ended (docs/INTEGRATORS.md,
    // "Admins, roles, sessions and lockouts").
    if (admin && !admin.active) throw accountDeactivated();
    if (!admin || admin.roles.length === 0 || admin.tokenVersion !== ver) throw DomainException.unauthenticated(TOKEN_REFUSED);
    // Where ADMIN_2FA requires the second step, a session that never passed it (issued before the
    // policy, or before a promotion to superadmin) reaches nothing: the next sign-in sets it up.
    if (!secondFactor && this.twoFactor.requiredFor(admin.roles)) {
      throw new DomainException(
        ErrorCode.Unauthenticated,
        'ورود دو مرحله‌ای برای حساب شما الزامی است؛ دوباره وارد شوید و آن را راه‌اندازی کنید',
        undefined,
        undefined,
        {
          code: TWO_FACTOR_SETUP_REQUIRED,
        },
      );
    }
    return {
      id: admin.id,
      name: admin.name,
      family: admin.family,
      email: admin.email,
      roles: admin.roles,
      tokenVersion: ver,
      authTime,
      secondFactor,
    };
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
   * Whether a bearer is staff-grade for scheduling (the staff lane of the API fair share and of
   * heavy queries): a signed login token, or a live API token. Never enough to authorize.
   */
  isStaffBearer(token: string): Promise<boolean> {
    return ApiTokensService.isApiToken(token) ? this.apiTokens.isLive(token).catch(() => false) : this.isSignedToken(token);
  }

  /** A fresh token for the caller's session, keeping its login time (the guard refuses sessions past the cap). */
  async refresh(user: AuthUser): Promise<LoginPayload> {
    const admin = await this.admins.findById(user.id);
    if (!admin || admin.tokenVersion !== user.tokenVersion) throw DomainException.unauthenticated(TOKEN_REFUSED);
    return { accessToken: await this.issueToken(admin, user.authTime, user.secondFactor), user: admin };
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
    return admin.id === user.id && admin.tokenVersion > user.tokenVersion ? this.issueToken(admin, undefined, user.secondFactor) : null;
  }

  /**
   * Clears an admin's failed-login counters from every address and device: any superadmin, for any
   * admin, another superadmin included. The generation lives in the database, so the operator
   * command `unlock-admin` (operations/admin-commands.ts) lifts a lockout the same way.
   */
  async unlock(id: number, actor: AuthUser): Promise<Admin> {
    if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند قفل ورود مدیران را باز کند');
    const admin = await this.admins.findById(id);
    if (!admin) throw DomainException.notFound('مدیر');
    return this.events.write((unit) =>
      unit.change('admin.unlocked', Admin, id, async () => {
        await unit.manager.increment(Admin, { id }, 'loginUnlocks', 1);
        return admin;
      }),
    );
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
