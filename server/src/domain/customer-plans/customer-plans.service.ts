import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { inBatches } from 'src/common/database/in-batches.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { CustomerPlan } from './customer-plan.entity.js';
import type { CreateCustomerPlanInput } from './dto/create-customer-plan.input.js';
import type { UpdateCustomerPlanInput } from './dto/update-customer-plan.input.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { eventOf } from 'src/platform/events/domain-event.js';
import { SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { ACCESS_DETAILS_MASK } from '@site-builder/rules';

/** Access details (`description`) are not here: an update changes them only when it says so (`accessDetailsChange`). */
const EDITABLE = ['planId', 'themeId', 'domainName', 'orderDate', 'expireDate', 'paid', 'isActive'] as const;

/**
 * What an update does to the stored access details (docs/ARCHITECTURE.md, "Secrets shown on purpose"): the mask, an absent, null or empty
 * field keeps them (the mask is never a value, and a form that never revealed them sends nothing);
 * a text replaces them; only an explicit `clearDescription` empties them.
 */
function accessDetailsChange(input: { description?: string | null; clearDescription?: boolean | null }): { set: string | null } | null {
  const given =
    input.description == null || input.description === '' || input.description === ACCESS_DETAILS_MASK ? null : input.description;
  if (input.clearDescription) {
    if (given !== null) throw DomainException.invalidField('description', 'اطلاعات دسترسی را یا پاک کنید یا مقدار تازه بدهید، نه هر دو');
    return { set: null };
  }
  return given === null ? null : { set: given };
}

@Injectable()
export class CustomerPlansService {
  constructor(
    @InjectRepository(CustomerPlan) private readonly customerPlans: Repository<CustomerPlan>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectRepository(Theme) private readonly themes: Repository<Theme>,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
  ) {}

  async listForCustomer(customerId: number): Promise<CustomerPlan[]> {
    await findOneOrFail(this.customers, customerId, 'مشتری');
    return this.filtered({ customerId }).getMany();
  }

  /**
   * Every plan of one customer (an unknown customer is a 404, as on their plans screen), or of
   * all customers, in the screen's order, with the customer and plan named: for exports.
   */
  async all(filter: { customerId?: number | null }): Promise<AsyncGenerator<CustomerPlan[]>> {
    if (filter.customerId != null) await findOneOrFail(this.customers, filter.customerId, 'مشتری');
    return inBatches(this.filtered(filter), this.customerPlans, { relations: { customer: true, plan: true } });
  }

  private filtered({ customerId }: { customerId?: number | null }): SelectQueryBuilder<CustomerPlan> {
    const query = this.customerPlans.createQueryBuilder('customerPlan');
    if (customerId != null) return query.where('customerPlan.customerId = :customerId', { customerId }).orderBy('customerPlan.id', 'ASC');
    return query.orderBy('customerPlan.customerId', 'ASC').addOrderBy('customerPlan.id', 'ASC');
  }

  get(id: number): Promise<CustomerPlan> {
    return findOneOrFail(this.customerPlans, id, 'طرح مشتری');
  }

  async create(input: CreateCustomerPlanInput): Promise<CustomerPlan> {
    await findOneOrFail(this.customers, input.customerId, 'مشتری');
    const record = this.customerPlans.create({
      customerId: input.customerId,
      planId: input.planId,
      themeId: input.themeId ?? null,
      domainName: input.domainName,
      orderDate: input.orderDate ?? null,
      expireDate: input.expireDate ?? null,
      // The mask is never a value: a plan created from a masked copy starts without access details.
      description: accessDetailsChange(input)?.set ?? null,
      paid: input.paid ?? null,
      isActive: input.isActive ?? false,
    });
    await this.assertConsistent(record);
    return this.events.write((unit) => unit.change('customer-plan.created', CustomerPlan, null, () => unit.manager.save(record)));
  }

  async update(id: number, input: UpdateCustomerPlanInput): Promise<CustomerPlan> {
    const record = await this.events.editable('customer-plan.updated', CustomerPlan, id, 'طرح مشتری');
    for (const key of EDITABLE) {
      if (input[key] !== undefined) Object.assign(record, { [key]: input[key] });
    }
    const access = accessDetailsChange(input);
    if (access) record.description = access.set;
    await this.assertConsistent(record);
    return this.events.write(async (unit) => {
      record.version = await unit.claimEdit('customer-plan.updated', CustomerPlan, id, { version: input.version, what: 'طرح مشتری' });
      return unit.change('customer-plan.updated', CustomerPlan, id, () => unit.manager.save(record));
    });
  }

  /**
   * A plan's access details in plain text, for an admin who asked on purpose (the edit form's
   * «نمایش اطلاعات دسترسی», the list's view-full button, the §7 edit call): answered only once the
   * reveal is in the activity log (who, whose, when). Callers keep API tokens away from it.
   */
  async revealAccessDetails(id: number): Promise<CustomerPlan> {
    const record = await this.get(id);
    const after = await this.accessState(record);
    await this.events.write((unit) => unit.publish(eventOf('customer-plan.revealed', { id, before: null, after })));
    return record;
  }

  /**
   * Whether a CSV export may carry the plans' access details: only a superadmin's explicit ask, written
   * to the activity log (against the customer, or none for every customer's plans) before any row leaves.
   */
  async exportAccessDetails(filter: { customerId?: number | null }, actor: AuthUser): Promise<void> {
    if (!actor.roles.includes(SUPERADMIN)) {
      throw DomainException.forbidden('فقط مدیر ارشد می‌تواند اطلاعات دسترسی را در خروجی بگیرد');
    }
    const customer = filter.customerId == null ? null : await findOneOrFail(this.customers, filter.customerId, 'مشتری');
    const after = {
      label: customer ? `${customer.name} ${customer.family}` : 'همهٔ مشتریان',
      values: { customerId: customer?.id ?? null, accessDetails: true },
    };
    await this.events.write((unit) => unit.publish(eventOf('customer-plan.exported', { id: customer?.id ?? 0, before: null, after })));
  }

  /** How the log names a reveal: the plan's domain and whose it is. */
  private async accessState(record: CustomerPlan) {
    const customer = await this.customers.findOne({ where: { id: record.customerId }, withDeleted: true });
    const owner = customer ? `${customer.name} ${customer.family}` : `#${record.customerId}`;
    return {
      label: `${record.domainName} — ${owner}`,
      values: { domainName: record.domainName, customerId: record.customerId },
    };
  }

  async remove(id: number): Promise<CustomerPlan> {
    const record = await this.get(id);
    return this.events.write((unit) =>
      unit.change('customer-plan.deleted', CustomerPlan, id, async () => {
        await softDelete(unit.manager.getRepository(CustomerPlan), id, this.clock.now());
        return record;
      }),
    );
  }

  /**
   * Refused when its plan or its customer was deleted meanwhile: a customer plan always names a
   * live plan and belongs to a live customer (restore the customer first).
   */
  async restore(id: number): Promise<CustomerPlan> {
    const record = await this.customerPlans.findOne({ where: { id }, withDeleted: true });
    if (record?.deletedAt && !(await this.plans.existsBy({ id: record.planId }))) {
      throw DomainException.refused('پلن این مورد حذف شده است و بازگرداندن آن ممکن نیست');
    }
    if (record?.deletedAt && !(await this.customers.existsBy({ id: record.customerId }))) {
      throw DomainException.refused('مشتری این طرح حذف شده است؛ نخست مشتری را بازگردانید');
    }
    return this.events.write((unit) =>
      unit.change('customer-plan.restored', CustomerPlan, id, async () => {
        await restoreDeleted(unit.manager.getRepository(CustomerPlan), id, this.clock.now(), 'طرح مشتری');
        return findOneOrFail(unit.manager.getRepository(CustomerPlan), id, 'طرح مشتری');
      }),
    );
  }

  private async assertConsistent(record: CustomerPlan): Promise<void> {
    if (!(await this.plans.existsBy({ id: record.planId }))) {
      throw DomainException.invalidField('planId', 'پلن انتخاب‌شده وجود ندارد');
    }
    if (record.themeId != null && !(await this.themes.existsBy({ id: record.themeId }))) {
      throw DomainException.invalidField('themeId', 'قالبی با این کد وجود ندارد');
    }
    if (record.orderDate && record.expireDate && record.expireDate < record.orderDate) {
      throw DomainException.invalidField('expireDate', 'تاریخ انقضا نباید پیش از تاریخ سفارش باشد');
    }
  }
}
