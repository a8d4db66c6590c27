import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { Clock } from 'src/common/clock.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { ApiTokensService } from 'src/domain/api-tokens/api-tokens.service.js';
import { eventOf } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import { Admin, SUPERADMIN } from './admin.entity.js';
import { AdminsService } from './admins.service.js';
import type { AdminDeactivationPreview } from './dto/admin-deactivation-preview.output.js';
import { ApiTokenDisposal, type DeactivateAdminInput } from './dto/deactivate-admin.input.js';

/**
 * «غیرفعال کردن» (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"): admins are never deleted (§6), so an
 * admin who left is turned off. One unit of work does all of it, so it happens whole or not at all and every part is
 * an event:
 * the row is marked and taken off duty, their token version raised (every token ends; the guard,
 * which reads the row on each request, refuses them on every instance from the commit on, and the
 * live sockets are checked again on the `admin.deactivated` event the live bus carries), their
 * open requests handed on, and their API tokens kept under the acting superadmin or revoked (the
 * webhook endpoints they registered follow the same choice: webhooks/webhook-owners.ts).
 */
@Injectable()
export class AdminDeactivationService {
  constructor(
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    private readonly adminsService: AdminsService,
    private readonly orders: OrdersService,
    private readonly apiTokens: ApiTokensService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** What the dialog shows before the superadmin confirms. */
  async preview(id: number, actor: AuthUser): Promise<AdminDeactivationPreview> {
    assertSuperadmin(actor);
    const admin = await this.admins.findOneBy({ id });
    if (!admin) throw DomainException.notFound('مدیر');
    const { openRequests, followUps } = await this.orders.openOwnedBy(id);
    return { admin, openRequests, followUps, apiTokens: await this.apiTokens.createdBy(id) };
  }

  async deactivate(id: number, input: DeactivateAdminInput, actor: AuthUser): Promise<Admin> {
    assertSuperadmin(actor);
    if (id === actor.id) throw DomainException.refused('نمی‌توانید حساب خود را غیرفعال کنید');
    const reassignTo = input.reassignTo ?? null;
    if (reassignTo === id) throw DomainException.invalidField('reassignTo', 'درخواست‌ها را نمی‌توان به همین مدیر سپرد');
    const revoke = input.apiTokens === ApiTokenDisposal.REVOKE;
    if (!(await this.admins.existsBy({ id }))) throw DomainException.notFound('مدیر');
    return this.events.write(async (unit) => {
      const admin = await lockAdmins(unit.manager, id);
      if (!admin.active) throw DomainException.refused('این مدیر پیش‌تر غیرفعال شده است');
      if (admin.roles.includes(SUPERADMIN)) {
        await this.adminsService.assertAnotherSuperadmin(
          unit.manager,
          id,
          'آخرین مدیر ارشد فعال را نمی‌توان غیرفعال کرد؛ نخست مدیر ارشد دیگری تعیین کنید',
        );
      }
      if (reassignTo !== null) {
        const successor = await unit.manager.findOneBy(Admin, { id: reassignTo });
        if (!successor || !successor.active || successor.roles.length === 0) {
          throw DomainException.invalidField('reassignTo', 'درخواست‌ها را فقط به مدیری فعال می‌توان سپرد');
        }
      }
      const before = await unit.state(Admin, id);
      await unit.manager
        .createQueryBuilder()
        .update(Admin)
        .set({ deactivatedAt: this.clock.now(), onDuty: false, tokenVersion: () => 'token_version + 1' })
        .where('id = :id', { id })
        .execute();
      const after = await unit.state(Admin, id);
      // The dialog's choices are part of what the log shows for the deactivation itself.
      const choices = { reassignedTo: reassignTo, apiTokens: revoke ? ApiTokenDisposal.REVOKE : ApiTokenDisposal.KEEP };
      await unit.publish(
        eventOf('admin.deactivated', { id, before, after: after && { ...after, values: { ...after.values, ...choices } } }),
      );
      await this.orders.releaseOwnedBy(id, reassignTo);
      await this.apiTokens.handOnCreatedBy(id, revoke ? 'revoke' : { newOwnerId: actor.id });
      return unit.manager.findOneByOrFail(Admin, { id });
    });
  }

  /** Lets a deactivated admin sign in again; their old sessions stay ended, and they come back off duty. */
  async reactivate(id: number, actor: AuthUser): Promise<Admin> {
    assertSuperadmin(actor);
    if (!(await this.admins.existsBy({ id }))) throw DomainException.notFound('مدیر');
    return this.events.write(async (unit) => {
      const admin = await lockAdmins(unit.manager, id);
      if (admin.active) throw DomainException.refused('این مدیر فعال است');
      return unit.change('admin.reactivated', Admin, id, async () => {
        await unit.manager.update(Admin, { id }, { deactivatedAt: null });
        return unit.manager.findOneByOrFail(Admin, { id });
      });
    });
  }
}

/**
 * Holds the admins' rows for the rest of the unit (MySQL; SQLite runs one write at a time) and
 * returns `id`'s. Every row, in id order, as the last-superadmin check takes them: two superadmins
 * deactivating each other, or one handing requests to an admin another is deactivating, queue in
 * one order instead of deadlocking, and the second sees what the first did.
 */
async function lockAdmins(manager: EntityManager, id: number): Promise<Admin> {
  if (manager.connection.options.type === 'mysql') {
    await manager.createQueryBuilder(Admin, 'admin').select('admin.id').orderBy('admin.id').setLock('pessimistic_write').getMany();
  }
  return manager.findOneByOrFail(Admin, { id });
}

function assertSuperadmin(actor: AuthUser): void {
  if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند مدیران را غیرفعال یا فعال کند');
}
