import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { inBatches } from 'src/common/database/in-batches.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { Customer } from 'src/modules/customers/customer.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { CustomerPlan } from './customer-plan.entity.js';
import type { CreateCustomerPlanInput } from './dto/create-customer-plan.input.js';
import type { UpdateCustomerPlanInput } from './dto/update-customer-plan.input.js';
import { DomainEvents } from 'src/modules/events/domain-events.js';

const EDITABLE = ['planId', 'themeId', 'domainName', 'orderDate', 'expireDate', 'description', 'paid', 'isActive'] as const;

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
      description: input.description ?? null,
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
    await this.assertConsistent(record);
    return this.events.write(async (unit) => {
      record.version = await unit.claimEdit('customer-plan.updated', CustomerPlan, id, { version: input.version, what: 'طرح مشتری' });
      return unit.change('customer-plan.updated', CustomerPlan, id, () => unit.manager.save(record));
    });
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
