import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { RateLimiterStore, type RateLimiter } from './rate-limiter.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { toPersianDigits } from '@site-builder/rules';

/**
 * Ceilings across addresses and across accounts, above the per-(account, address) allowance: high
 * enough that one person's typos never reach them, low enough to stop one address spraying
 * passwords over every account (and burning bcrypt time), and to bound what attackers spread over
 * many addresses can try on one account. A distant attacker who fills an account's ceiling locks it
 * for 15 minutes at most; a superadmin can unlock it at once.
 */
const ACCOUNT_CEILING = { points: 20, durationSeconds: 15 * 60 };
const ADDRESS_CEILING = { points: 20, durationSeconds: 15 * 60 };

/**
 * The counters' name for an admin under their unlock generation (Admin.loginUnlocks): an unlock
 * raises it, which starts fresh counters for every address and device at once (a store cannot list
 * one account's keys). A login naming nobody counts under `login:<normalised text>`.
 */
export function adminAccount(adminId: number, generation: number): string {
  return `admin:${adminId}#${generation}`;
}

function lockedOut(retryAfterSeconds: number): DomainException {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return DomainException.rateLimited(
    `تلاش‌های ناموفق ورود زیاد بوده است؛ ${toPersianDigits(minutes)} دقیقه دیگر دوباره تلاش کنید`,
    retryAfterSeconds,
  );
}

/**
 * The failure points one login attempt holds. Each was taken atomically before anything slow
 * (database, bcrypt), so parallel wrong passwords cannot all slip under the limit; they stay taken
 * when the password was wrong and are given back otherwise.
 */
export class LoginAttempt {
  private readonly taken: [RateLimiter, string][] = [];
  private settled = false;

  constructor(private readonly limits: LoginLimits) {}

  /** Takes one point on each counter, in order; when one is spent, gives back all and refuses (429). */
  async take(counters: [RateLimiter, string][]): Promise<void> {
    for (const [limiter, key] of counters) {
      const result = await limiter.consume(key);
      if (!result.allowed) {
        // A refused attempt counts nowhere, so hammering a locked pair cannot fill the ceilings.
        await limiter.reward(key);
        await this.release();
        this.limits.metrics.loginLockouts.inc();
        throw lockedOut(result.retryAfterSeconds);
      }
      this.taken.push([limiter, key]);
    }
  }

  /** Counts under the account (an admin id, or the typed login when it names nobody) from this address. */
  async takeAccount(account: string, ip: string): Promise<void> {
    await this.take(this.limits.accountCounters(account, ip));
  }

  /**
   * Counts under a device the admin signed in from before (OWASP's device cookies), instead of the
   * account: guesses from elsewhere that lock the account do not lock out its owner's device, and
   * the device has a lockout of its own.
   */
  async takeDevice(account: string, device: string): Promise<void> {
    await this.take([[this.limits.perDevice, `${account}|${device}`]]);
  }

  /** A wrong password: the points stay taken. */
  failed(): void {
    this.settled = true;
    this.limits.metrics.loginFailures.inc();
  }

  /** The right password: gives the points back and forgives this address's (or device's) earlier failures on the account. */
  async succeeded(): Promise<void> {
    const own = this.taken.filter(([limiter]) => limiter === this.limits.perAccountAndAddress || limiter === this.limits.perDevice);
    await this.release();
    await Promise.all(own.map(([limiter, key]) => limiter.reset(key)));
  }

  /** Gives back whatever is still held (the attempt was refused or failed for another reason). */
  async release(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await Promise.all(this.taken.map(([limiter, key]) => limiter.reward(key)));
  }
}

/**
 * Password guesses: at the login, and of the current password when admins change their own (a
 * token left open elsewhere must not become a way to guess it without limit).
 */
@Injectable()
export class LoginLimits {
  /** LOGIN_MAX_FAILURES wrong passwords per account from one address within the login window. */
  readonly perAccountAndAddress: RateLimiter;
  /** LOGIN_MAX_FAILURES wrong passwords from one known device of an account, within the ceilings' window. */
  readonly perDevice: RateLimiter;
  private readonly perAccount: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(
    limiters: RateLimiterStore,
    @Inject(APP_CONFIG) config: AppConfig,
    readonly metrics: Metrics,
  ) {
    this.perAccountAndAddress = limiters.limiter({
      name: 'login-account-address',
      points: config.auth.loginMaxFailures,
      durationSeconds: config.auth.loginWindowMs / 1000,
    });
    // A ceiling below LOGIN_MAX_FAILURES would make that setting meaningless.
    const atLeastPerPair = (ceiling: typeof ACCOUNT_CEILING) => ({
      ...ceiling,
      points: Math.max(ceiling.points, config.auth.loginMaxFailures),
    });
    this.perAccount = limiters.limiter({ name: 'login-account', ...atLeastPerPair(ACCOUNT_CEILING) });
    this.perAddress = limiters.limiter({ name: 'login-address', ...atLeastPerPair(ADDRESS_CEILING) });
    this.perDevice = limiters.limiter({
      name: 'login-device',
      points: config.auth.loginMaxFailures,
      durationSeconds: ACCOUNT_CEILING.durationSeconds,
    });
  }

  /** Starts an attempt by taking the address's point, before the login is even looked up. */
  async begin(ip: string): Promise<LoginAttempt> {
    const attempt = new LoginAttempt(this);
    await attempt.take([[this.perAddress, ip]]);
    return attempt;
  }

  accountCounters(account: string, ip: string): [RateLimiter, string][] {
    return [
      [this.perAccountAndAddress, `${account}|${ip}`],
      [this.perAccount, account],
    ];
  }
}
