import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { DomainException, ErrorCode } from 'src/common/errors/domain.exception.js';
import { SlidingWindowLimiter } from 'src/common/rate-limit/sliding-window.limiter.js';
import { normalizePhone } from 'src/common/validation/digits.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { AdminsService } from 'src/modules/admins/admins.service.js';
import type { Admin } from 'src/modules/admins/admin.entity.js';
import type { LoginPayload } from './dto/login.output.js';

export interface TokenPayload {
  sub: number;
  user: AuthUser;
}

/** Compared against when the login names nobody, so a wrong login costs as long as a wrong password. */
const DUMMY_HASH = '$2b$12$.QmpGG80eKYcSXI4dTaSkuUKfjUeGFf249vrtyZ0j0NLXznVLrSPi';

@Injectable()
export class AuthService {
  /** Failed logins per IP and per account; the sixth try within five minutes is refused. */
  readonly failures: SlidingWindowLimiter;

  constructor(
    private readonly admins: AdminsService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.failures = new SlidingWindowLimiter(config.auth.loginMaxFailures, config.auth.loginWindowMs);
  }

  async login(login: string, password: string, ip: string): Promise<LoginPayload> {
    // One account, however its login is typed (case, +98 or 0, Persian digits).
    const account = login.includes('@') ? login.trim().toLowerCase() : normalizePhone(login);
    const keys = [`ip:${ip}`, `account:${account}`];
    if (keys.some((key) => this.failures.isLimited(key))) {
      throw new DomainException(ErrorCode.RateLimited, 'تلاش‌های ناموفق ورود زیاد بوده است؛ پنج دقیقه دیگر دوباره تلاش کنید');
    }
    const admin = await this.admins.findForLogin(login);
    const valid = await this.admins.verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
    if (!admin || !valid || admin.roles.length === 0) {
      keys.forEach((key) => this.failures.hit(key));
      throw DomainException.unauthenticated('نام کاربری یا رمز عبور اشتباه است');
    }
    this.failures.reset(keys[1]);
    return { accessToken: await this.issueToken(admin), user: admin };
  }

  issueToken(admin: Admin): Promise<string> {
    const user: AuthUser = { id: admin.id, name: admin.name, family: admin.family, email: admin.email, roles: admin.roles };
    return this.jwt.signAsync({ sub: admin.id, user } satisfies TokenPayload);
  }

  /**
   * The staff member a bearer token stands for, read fresh from the database so that a changed
   * name or role applies at once. Any fault in the token is the same 401 to the caller.
   */
  async authenticate(token: string): Promise<AuthUser> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token);
    } catch {
      throw DomainException.unauthenticated('توکن ورود نامعتبر است یا منقضی شده؛ دوباره وارد شوید');
    }
    const admin = Number.isInteger(payload.sub) ? await this.admins.findById(payload.sub) : null;
    if (!admin || admin.roles.length === 0) {
      throw DomainException.unauthenticated('توکن ورود نامعتبر است یا منقضی شده؛ دوباره وارد شوید');
    }
    return { id: admin.id, name: admin.name, family: admin.family, email: admin.email, roles: admin.roles };
  }
}
