import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import QRCode from 'qrcode';
import { IsNull, Not, type EntityManager, type Repository } from 'typeorm';
import { toPersianDigits } from '@site-builder/rules';
import { Clock } from 'src/common/clock.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { adminAccount } from 'src/platform/rate-limit/login-limits.service.js';
import { RateLimiterStore, type RateLimiter } from 'src/platform/rate-limit/rate-limiter.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { Admin, SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { AdminsService } from 'src/domain/admins/admins.service.js';
import { eventOf, type RecordState } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { AdminTwoFactor } from './admin-two-factor.entity.js';
import type { TwoFactorSetup } from './dto/two-factor-setup.output.js';
import type { TwoFactorStatus } from './dto/two-factor-status.output.js';
import {
  looksLikeRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  sameDigest,
  totpStep,
} from './one-time-codes.js';
import { RecoveryCode } from './recovery-code.entity.js';

/**
 * The second step's own limit, per account (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): 5 wrong
 * codes in 15 minutes lock the second step, and only it: the password's counters are not touched. Keyed by the
 * admin's unlock generation, so a superadmin's «باز کردن قفل ورود» (or `unlock-admin`) lifts this lock too.
 */
const SECOND_STEP = { name: 'login-second-step', points: 5, durationSeconds: 15 * 60 };

/** What a second step made of a code. */
export type SecondStepOutcome = { passed: true; recoveryCodesLeft?: number } | { passed: false; reason: 'wrong-code' | 'challenge-spent' };

const WRONG_CODE = 'کد تأیید درست نیست';

function secondStepLocked(retryAfterSeconds: number): DomainException {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return DomainException.rateLimited(
    `کدهای تأیید نادرست زیاد بوده است؛ ورود دو مرحله‌ای این حساب ${toPersianDigits(minutes)} دقیقه دیگر دوباره باز می‌شود`,
    retryAfterSeconds,
  );
}

/**
 * Two-factor sign-in (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): TOTP (RFC 6238) set up from a QR
 * code and confirmed by a first code, ten one-time recovery codes kept hashed, and ADMIN_2FA saying whose sign-in
 * needs it.
 * The login's second step itself (challenges, tokens) is AuthService's; this holds the factor.
 */
@Injectable()
export class TwoFactorService {
  private readonly secondStep: RateLimiter;

  constructor(
    @InjectRepository(AdminTwoFactor) private readonly rows: Repository<AdminTwoFactor>,
    @InjectRepository(RecoveryCode) private readonly codes: Repository<RecoveryCode>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly admins: AdminsService,
    limiters: RateLimiterStore,
  ) {
    this.secondStep = limiters.limiter(SECOND_STEP);
  }

  /** Whether ADMIN_2FA requires the second step of an admin with these roles. */
  requiredFor(roles: readonly string[]): boolean {
    const policy = this.config.auth.twoFactor;
    return policy === 'required' || (policy === 'required-for-superadmins' && roles.includes(SUPERADMIN));
  }

  /** The admin's factor once set up and confirmed; null otherwise (none, or a setup still waiting for its code). */
  enabled(adminId: number): Promise<AdminTwoFactor | null> {
    return this.rows.findOneBy({ adminId, enabledAt: Not(IsNull()) });
  }

  async status(user: AuthUser): Promise<TwoFactorStatus> {
    const row = await this.enabled(user.id);
    return {
      enabled: Boolean(row),
      required: this.requiredFor(user.roles),
      enabledAt: row?.enabledAt ?? null,
      recoveryCodesLeft: row ? await this.codes.countBy({ adminId: user.id, usedAt: IsNull() }) : 0,
    };
  }

  /**
   * Starts (or starts over) a setup: a fresh secret, kept until the first code confirms it. Refused
   * while the factor is on: replacing it needs turning it off (with a code) or a superadmin's reset.
   */
  async beginSetup(admin: Pick<Admin, 'id' | 'email'>): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    await this.events.write(async (unit) => {
      const existing = await unit.manager.findOneBy(AdminTwoFactor, { adminId: admin.id });
      if (existing?.enabledAt) {
        throw DomainException.refused('ورود دو مرحله‌ای شما روشن است؛ برای راه‌اندازی دوباره، نخست آن را خاموش کنید');
      }
      // A new row (a new id) each time: a code for an earlier secret can never confirm this one.
      if (existing) await unit.manager.delete(AdminTwoFactor, { id: existing.id, enabledAt: IsNull() });
      await unit.manager.insert(AdminTwoFactor, { adminId: admin.id, secret, enabledAt: null, lastStep: 0, signIns: 0 });
    });
    const url = otpauthUrl(this.issuer(), admin.email, secret);
    return { secret, otpauthUrl: url, qrCode: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }

  /**
   * Confirms a setup with the first code the app shows: the factor is on from now, and the ten
   * recovery codes are returned (their only showing). Null for a wrong code. Wrong codes count
   * against the second step's limit, like those at the login.
   */
  async confirmSetup(admin: Admin, code: string): Promise<string[] | null> {
    return this.counted(admin, async () => {
      const pending = await this.rows.findOneBy({ adminId: admin.id, enabledAt: IsNull() });
      if (!pending) {
        if (await this.enabled(admin.id)) throw DomainException.refused('ورود دو مرحله‌ای شما پیش‌تر روشن شده است');
        throw DomainException.refused('نخست راه‌اندازی ورود دو مرحله‌ای را آغاز کنید');
      }
      const step = await totpStep(pending.secret, code, this.nowSeconds(), 0);
      if (step === null) return null;
      const recoveryCodes = newRecoveryCodes();
      const confirmed = await this.events.write(async (unit) => {
        const result = await unit.manager
          .createQueryBuilder()
          .update(AdminTwoFactor)
          .set({ enabledAt: this.clock.now(), lastStep: step })
          .where('id = :id AND enabled_at IS NULL', { id: pending.id })
          .execute();
        // Confirmed meanwhile by another request, or started over: this code belonged to that setup.
        if (!result.affected) return false;
        await this.replaceRecoveryCodes(unit.manager, admin.id, recoveryCodes);
        await unit.publish(eventOf('admin-two-factor.enabled', { id: admin.id, ...this.states(admin, false, true) }));
        return true;
      });
      return confirmed ? recoveryCodes : null;
    });
  }

  /**
   * The second step of a sign-in: `code` is the app's current code or an unused recovery code, and
   * `generation` the factor's sign-in count the login's challenge was issued at. Passing raises the
   * count in the same conditional update that takes the code, so a challenge passes once, on any
   * instance; a recovery code is spent in that transaction too.
   */
  async passSignIn(admin: Admin, code: string, generation: number): Promise<SecondStepOutcome> {
    const row = await this.enabled(admin.id);
    if (!row || row.signIns !== generation) return { passed: false, reason: 'challenge-spent' };
    const outcome = await this.counted(admin, async (): Promise<SecondStepOutcome | null> => {
      const step = await totpStep(row.secret, code, this.nowSeconds(), row.lastStep);
      if (step !== null) {
        const passed = await this.events.write(async (unit) => this.spendChallenge(unit.manager, row, generation, step));
        return passed ? { passed: true } : { passed: false, reason: 'challenge-spent' };
      }
      const recovery = looksLikeRecoveryCode(code) ? await this.unusedRecoveryCode(admin.id, code) : null;
      if (!recovery) return null;
      return this.events.write(async (unit): Promise<SecondStepOutcome> => {
        const spent = await unit.manager
          .createQueryBuilder()
          .update(RecoveryCode)
          .set({ usedAt: this.clock.now() })
          .where('id = :id AND used_at IS NULL', { id: recovery.id })
          .execute();
        // Spent by a sign-in a moment ago: as wrong as any other used code.
        if (!spent.affected) throw new CodeAlreadySpent();
        if (!(await this.spendChallenge(unit.manager, row, generation, row.lastStep))) {
          // The challenge passed elsewhere meanwhile: the recovery code stays unused (the transaction rolls back).
          throw new ChallengeSpent();
        }
        return { passed: true, recoveryCodesLeft: await unit.manager.countBy(RecoveryCode, { adminId: admin.id, usedAt: IsNull() }) };
      });
    }).catch((error: unknown) => {
      if (error instanceof ChallengeSpent) return { passed: false as const, reason: 'challenge-spent' as const };
      throw error;
    });
    return outcome ?? { passed: false, reason: 'wrong-code' };
  }

  /**
   * Turns the caller's own factor off, with a current code (or a recovery code); refused where
   * ADMIN_2FA requires it of them.
   */
  async disable(user: AuthUser, code: string): Promise<void> {
    if (this.requiredFor(user.roles)) {
      throw DomainException.refused('ورود دو مرحله‌ای برای حساب شما الزامی است و خاموش نمی‌شود');
    }
    const admin = await this.admins.findById(user.id);
    const row = await this.enabled(user.id);
    if (!admin || !row) throw DomainException.refused('ورود دو مرحله‌ای شما روشن نیست');
    const ok = await this.counted(admin, async () => {
      const step = await totpStep(row.secret, code, this.nowSeconds(), row.lastStep);
      const recovery = step === null && looksLikeRecoveryCode(code) ? await this.unusedRecoveryCode(admin.id, code) : null;
      return step !== null || recovery ? true : null;
    });
    if (!ok) throw DomainException.invalidField('code', WRONG_CODE);
    await this.events.write(async (unit) => {
      await this.remove(unit.manager, admin.id);
      await unit.publish(eventOf('admin-two-factor.disabled', { id: admin.id, ...this.states(admin, true, false) }));
    });
  }

  /**
   * A superadmin turns another admin's factor off (a lost phone): they set it up again at their next
   * sign-in where ADMIN_2FA requires it, or from their settings. Logged as «بازنشانی ورود دو مرحله‌ای».
   */
  async reset(id: number, actor: AuthUser): Promise<Admin> {
    if (!actor.roles.includes(SUPERADMIN))
      throw DomainException.forbidden('فقط مدیر ارشد می‌تواند ورود دو مرحله‌ای مدیران را بازنشانی کند');
    if (id === actor.id) {
      throw DomainException.refused('ورود دو مرحله‌ای خودتان را از صفحه تنظیمات آن و با یک کد تأیید خاموش کنید');
    }
    const admin = await this.admins.findById(id);
    if (!admin) throw DomainException.notFound('مدیر');
    return this.events.write(async (unit) => {
      const had = await unit.manager.existsBy(AdminTwoFactor, { adminId: id, enabledAt: Not(IsNull()) });
      if (!had) throw DomainException.refused('ورود دو مرحله‌ای این مدیر روشن نیست');
      await this.remove(unit.manager, id);
      await unit.publish(eventOf('admin-two-factor.reset', { id, ...this.states(admin, true, false) }));
      return admin;
    });
  }

  /** The message of a wrong code, for the doors. */
  static readonly WRONG_CODE = WRONG_CODE;

  /**
   * Runs `check` under the second step's limit: a point is taken first (atomically, before anything
   * slow), kept when `check` answers null (a wrong code), given back otherwise, and the account's
   * count forgiven when the code passed. The sixth try within the window is refused (429) unchecked.
   */
  private async counted<T>(admin: Admin, check: () => Promise<T | null>): Promise<T | null> {
    const key = adminAccount(admin.id, admin.loginUnlocks);
    const taken = await this.secondStep.consume(key);
    if (!taken.allowed) {
      await this.secondStep.reward(key);
      throw secondStepLocked(taken.retryAfterSeconds);
    }
    let result: T | null;
    try {
      result = await check();
    } catch (error) {
      // A recovery code spent by another sign-in a moment ago is as wrong as any used code: the point stays.
      if (error instanceof CodeAlreadySpent) return null;
      await this.secondStep.reward(key);
      throw error;
    }
    if (result === null) return null;
    await this.secondStep.reset(key);
    return result;
  }

  /** Raises the sign-in count from `generation` (and the last step to `step`); false when the challenge was spent meanwhile. */
  private async spendChallenge(manager: EntityManager, row: AdminTwoFactor, generation: number, step: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(AdminTwoFactor)
      .set({ signIns: () => 'sign_ins + 1', lastStep: step })
      .where('id = :id AND sign_ins = :generation AND enabled_at IS NOT NULL AND last_step <= :step', { id: row.id, generation, step })
      .execute();
    return Boolean(result.affected);
  }

  /** The admin's unused recovery code that `code` is, compared in constant time against each stored hash. */
  private async unusedRecoveryCode(adminId: number, code: string): Promise<RecoveryCode | null> {
    const digest = recoveryCodeHash(code);
    const unused = await this.codes.findBy({ adminId, usedAt: IsNull() });
    let found: RecoveryCode | null = null;
    for (const candidate of unused) if (sameDigest(candidate.codeHash, digest)) found = candidate;
    return found;
  }

  private async replaceRecoveryCodes(manager: EntityManager, adminId: number, codes: string[]): Promise<void> {
    await manager.delete(RecoveryCode, { adminId });
    await manager.insert(
      RecoveryCode,
      codes.map((code) => ({ adminId, codeHash: recoveryCodeHash(code), usedAt: null })),
    );
  }

  private async remove(manager: EntityManager, adminId: number): Promise<void> {
    await manager.delete(AdminTwoFactor, { adminId });
    await manager.delete(RecoveryCode, { adminId });
  }

  /** The activity log's view of the change: the factor off or on, named after the admin. */
  private states(admin: Admin, before: boolean, after: boolean): { before: RecordState; after: RecordState } {
    const label = `${admin.name} ${admin.family}`;
    return { before: { label, values: { twoFactor: before } }, after: { label, values: { twoFactor: after } } };
  }

  /** How authenticator apps list the account: the site's host name (a port's colon would split the label), so installations are told apart. */
  private issuer(): string {
    return new URL(this.config.publicUrl).hostname;
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}

/** A recovery code spent by another sign-in between reading and spending it: counted as a wrong code. */
class CodeAlreadySpent extends Error {}
/** The challenge passed on another request between reading and spending it. */
class ChallengeSpent extends Error {}
