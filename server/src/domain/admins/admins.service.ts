import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import bcrypt from 'bcrypt';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { IsNull, QueryFailedError, type EntityManager, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { adminAccount, LoginLimits } from 'src/platform/rate-limit/login-limits.service.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { ADMIN, Admin, AdminRole, SUPERADMIN } from './admin.entity.js';
import type { CreateAdminInput } from './dto/create-admin.input.js';
import type { UpdateAdminInput } from './dto/update-admin.input.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { normalizePhone, toLatinDigits } from '@site-builder/rules';

/** One spelling per account, however it was typed: e-mails in lower case, phones in national form with Latin digits. */
export function normalizeLogin(login: string): string {
  const value = toLatinDigits(login).trim();
  return value.includes('@') ? value.toLowerCase() : normalizePhone(value);
}

@Injectable()
export class AdminsService {
  private readonly logger = new Logger(AdminsService.name);
  /** Made on the first login that names nobody (verifyPasswordOfNobody). */
  private nobodysHash?: Promise<string>;

  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: LoginLimits,
    private readonly events: DomainEvents,
  ) {}

  list(): Promise<Admin[]> {
    return this.admins.find({ order: { id: 'ASC' } });
  }

  async findById(id: number): Promise<Admin | null> {
    return this.admins.findOneBy({ id });
  }

  /** Reading another admin for edit is for superadmins; anyone may read themselves. */
  async getForEdit(id: number, actor: AuthUser): Promise<Admin> {
    this.assertMayManage(id, actor);
    const admin = await this.findById(id);
    if (!admin) throw DomainException.notFound('مدیر');
    return admin;
  }

  /**
   * Only superadmins add admins and choose their role (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts");
   * without a choice the role is admin.
   */
  async create(input: CreateAdminInput, actor: AuthUser): Promise<Admin> {
    assertSuperadmin(actor, 'فقط مدیر ارشد می‌تواند مدیر تازه بیفزاید');
    await this.assertUnique(input.email, input.phone);
    const admin = this.admins.create({
      name: input.name,
      family: input.family,
      email: input.email,
      phone: input.phone,
      passwordHash: await this.hash(input.password),
      roles: [input.role ?? ADMIN],
    });
    return this.events.write((unit) => unit.change('admin.created', Admin, null, () => this.saveUnique(unit.manager, admin)));
  }

  /**
   * A new password ends every session of that admin (tokens issued before it are refused). Changing
   * your own needs the current one, so a token left open on another machine cannot take the account;
   * wrong ones count as failed logins from `ip`.
   */
  async update(id: number, input: UpdateAdminInput, actor: AuthUser, ip: string): Promise<Admin> {
    this.assertMayManage(id, actor);
    const admin = await this.findById(id);
    if (!admin) throw DomainException.notFound('مدیر');
    const { password, currentPassword, role, ...fields } = input;
    const newRole = role && !admin.roles.includes(role) ? role : undefined;
    if (newRole) assertSuperadmin(actor, 'فقط مدیر ارشد می‌تواند نقش مدیران را تغییر دهد');
    if (password && id === actor.id) await this.assertCurrentPassword(id, currentPassword, ip);
    await this.assertUnique(input.email, input.phone, id);
    Object.assign(admin, Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)));
    if (password) admin.passwordHash = await this.hash(password);
    if (newRole) admin.roles = [newRole];
    return this.events.write(async (unit) => {
      // First, before the edit claim locks this admin's row: two demotions then queue on the same rows, in one order.
      if (newRole === AdminRole.ADMIN) await this.assertAnotherSuperadmin(unit.manager, id);
      admin.version = await unit.claimEdit('admin.updated', Admin, id, { version: input.version, what: 'مدیر' });
      return unit.change('admin.updated', Admin, id, async () => {
        if (!password) return this.saveUnique(unit.manager, admin);
        await this.saveUnique(unit.manager, admin);
        // With the new hash, in its transaction, so a login racing with the change cannot keep a valid token.
        await unit.manager.increment(Admin, { id }, 'tokenVersion', 1);
        return (await unit.manager.findOneBy(Admin, { id }))!;
      });
    });
  }

  /**
   * Superadmins say who is on duty (docs/INTEGRATORS.md, "Live back office"): new requests are assigned in turn among them. Not an
   * edit of the admin's form, so no version is claimed; the activity log records it as an update.
   */
  async setOnDuty(id: number, onDuty: boolean, actor: AuthUser): Promise<Admin> {
    if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند نوبت مدیران را تعیین کند');
    const admin = await this.findById(id);
    if (!admin) throw DomainException.notFound('مدیر');
    if (onDuty && !admin.active)
      throw DomainException.refused('مدیر غیرفعال در نوبت دریافت درخواست‌ها قرار نمی‌گیرد؛ نخست او را فعال کنید');
    return this.events.write((unit) =>
      unit.change('admin.updated', Admin, id, async () => {
        // Never onto an admin deactivated meanwhile (the rotation skips them all the same).
        await unit.manager.update(Admin, onDuty ? { id, deactivatedAt: IsNull() } : { id }, { onDuty });
        return unit.manager.findOneByOrFail(Admin, { id });
      }),
    );
  }

  /** Ends every token of the admin issued until now, atomically against concurrent revocations. */
  async revokeTokens(id: number): Promise<void> {
    // An event of its own: the live back office closes the admin's open subscriptions on it.
    await this.events.write((unit) =>
      unit.change('admin.signed-out', Admin, id, async () => {
        await unit.manager.increment(Admin, { id }, 'tokenVersion', 1);
        return { id };
      }),
    );
  }

  /** The admin a login names (e-mail or phone), with the password hash for checking. */
  findForLogin(login: string): Promise<Admin | null> {
    const value = normalizeLogin(login);
    return this.admins
      .createQueryBuilder('admin')
      .addSelect('admin.passwordHash')
      .where(value.includes('@') ? 'admin.email = :value' : 'admin.phone = :value', { value })
      .getOne();
  }

  verifyPassword(password: string, hash: string): Promise<boolean> {
    return bcrypt.compare(password, hash);
  }

  /**
   * Checks a password given with a login that names nobody, against a hash of a random secret at
   * the stored hashes' cost (BCRYPT_COST): the refusal takes as long as a wrong password does. A
   * hash fixed at cost 12 told an unknown login from a known one wherever BCRYPT_COST is not 12.
   */
  async verifyPasswordOfNobody(password: string): Promise<boolean> {
    return bcrypt.compare(password, await this.hashOfNobody());
  }

  /** The hash verifyPasswordOfNobody compares against, made once. */
  hashOfNobody(): Promise<string> {
    return (this.nobodysHash ??= bcrypt.hash(randomBytes(18).toString('base64'), this.config.auth.bcryptCost));
  }

  /**
   * The first superadmin comes from ADMIN_EMAIL / ADMIN_PASSWORD when the table is empty. Without
   * ADMIN_PASSWORD a random one is generated and written to DATA_DIR, never a well-known default.
   */
  async ensureFirstSuperadmin(): Promise<{ email: string; passwordFile?: string } | null> {
    if ((await this.admins.count()) > 0) return null;
    const { email, phone } = this.config.admin;
    let password = this.config.admin.password;
    let passwordFile: string | undefined;
    if (!password) {
      password = randomBytes(12).toString('base64url');
      passwordFile = join(this.config.dataDir, 'initial-admin-password');
      writeFileSync(passwordFile, password + '\n', { mode: 0o600 });
    }
    await this.admins.save(
      this.admins.create({
        name: 'مدیر',
        family: 'سامانه',
        email,
        phone: phone ? normalizePhone(phone) : null,
        passwordHash: await this.hash(password),
        roles: [SUPERADMIN],
      }),
    );
    this.logger.log(`first superadmin ${email} created`);
    return { email, passwordFile };
  }

  private hash(password: string): Promise<string> {
    return bcrypt.hash(password, this.config.auth.bcryptCost);
  }

  /**
   * Two requests with the same e-mail or phone can both pass assertUnique (hashing sits between
   * the check and the insert); the unique index stops the second, which is refused, not a 500.
   */
  private async saveUnique(manager: EntityManager, admin: Admin): Promise<Admin> {
    try {
      return await manager.save(admin);
    } catch (error) {
      if (error instanceof QueryFailedError) await this.assertUnique(admin.email, admin.phone ?? undefined, admin.id);
      throw error;
    }
  }

  private async assertCurrentPassword(id: number, currentPassword: string | undefined, ip: string): Promise<void> {
    if (!currentPassword) {
      throw DomainException.invalidField('currentPassword', 'برای تغییر رمز عبور خود، رمز عبور فعلی را وارد کنید');
    }
    const attempt = await this.limits.begin(ip);
    try {
      const { passwordHash, loginUnlocks } = await this.admins
        .createQueryBuilder('admin')
        .addSelect('admin.passwordHash')
        .where('admin.id = :id', { id })
        .getOneOrFail();
      await attempt.takeAccount(adminAccount(id, loginUnlocks), ip);
      if (!(await this.verifyPassword(currentPassword, passwordHash))) {
        attempt.failed();
        throw DomainException.invalidField('currentPassword', 'رمز عبور فعلی درست نیست');
      }
      await attempt.succeeded();
    } finally {
      await attempt.release();
    }
  }

  /**
   * The back office keeps an active superadmin: taking the role from the last one, or turning them
   * off (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), is refused; a deactivated superadmin does not
   * count. Decided in the write's transaction: MySQL holds every superadmin's row, so two superadmins demoting or
   * deactivating each other at once cannot both pass; SQLite runs one write at a time.
   */
  async assertAnotherSuperadmin(
    manager: EntityManager,
    id: number,
    refusal = 'آخرین مدیر ارشد نمی‌تواند نقش مدیر ارشد را از دست بدهد؛ نخست مدیر ارشد دیگری تعیین کنید',
  ): Promise<void> {
    const query = manager
      .createQueryBuilder(Admin, 'admin')
      .select(['admin.id', 'admin.deactivatedAt'])
      .where('admin.roles LIKE :role', { role: `%"${SUPERADMIN}"%` });
    if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
    const superadmins = await query.getMany();
    if (!superadmins.some((other) => other.id !== id && other.active)) throw DomainException.refused(refusal);
  }

  private assertMayManage(id: number, actor: AuthUser): void {
    if (id !== actor.id && !actor.roles.includes(SUPERADMIN)) {
      throw DomainException.forbidden('فقط مدیر ارشد می‌تواند مدیران دیگر را ببیند یا ویرایش کند');
    }
  }

  private async assertUnique(email: string | undefined, phone: string | undefined, exceptId?: number) {
    if (email) {
      const other = await this.admins.findOneBy({ email });
      if (other && other.id !== exceptId) throw DomainException.refused('این ایمیل برای مدیر دیگری ثبت شده است');
    }
    if (phone) {
      const other = await this.admins.findOneBy({ phone });
      if (other && other.id !== exceptId) throw DomainException.refused('این شماره موبایل برای مدیر دیگری ثبت شده است');
    }
  }
}

function assertSuperadmin(actor: AuthUser, message: string): void {
  if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden(message);
}
