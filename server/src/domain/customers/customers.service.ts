import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { restoreDeleted, softDelete } from 'src/common/database/soft-delete.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { inBatches } from 'src/common/database/in-batches.js';
import { LIKE_ESCAPE, likeTerms } from 'src/common/database/like.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from './customer.entity.js';
import { CustomerStatus, type CustomersArgs } from './dto/customers.args.js';
import type { CreateCustomerInput } from './dto/create-customer.input.js';
import type { UpdateCustomerInput } from './dto/update-customer.input.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';

export const CUSTOMERS_PER_PAGE = 15;

export type CustomerFilter = Pick<Partial<CustomersArgs>, 'search' | 'status' | 'sort'>;

const HAS_ACTIVE_PLAN =
  'EXISTS (SELECT 1 FROM customer_plans active_plan WHERE active_plan.customer_id = customer.id AND active_plan.is_active = 1 AND active_plan.deleted_at IS NULL)';

@Injectable()
export class CustomersService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async page(args: Partial<CustomersArgs>): Promise<Page<Customer>> {
    const { page, perPage, skip, take } = pageWindow(args, CUSTOMERS_PER_PAGE);
    const [items, total] = await this.filtered(args).skip(skip).take(take).getManyAndCount();
    return toPage(items, total, page, perPage);
  }

  /** Every customer the list's filter matches, in the list's order, with their plans: for exports. */
  all(filter: CustomerFilter): AsyncGenerator<Customer[]> {
    return inBatches(this.filtered(filter), this.customers, { relations: { customerPlans: true } });
  }

  /** The list's search, status and order: the one definition pages and exports share. */
  private filtered(filter: CustomerFilter): SelectQueryBuilder<Customer> {
    const query = this.customers.createQueryBuilder('customer');
    likeTerms(filter.search).forEach((term, i) => {
      query.andWhere(
        new Brackets((word) =>
          ['name', 'family', 'phone', 'email'].forEach((column) =>
            word.orWhere(`customer.${column} LIKE :term${i} ${LIKE_ESCAPE}`, { [`term${i}`]: term }),
          ),
        ),
      );
    });
    if (filter.status === CustomerStatus.ACTIVE) query.andWhere(HAS_ACTIVE_PLAN);
    if (filter.status === CustomerStatus.INACTIVE) query.andWhere(`NOT ${HAS_ACTIVE_PLAN}`);
    const direction = filter.sort === 'ASC' ? 'ASC' : 'DESC';
    return query.orderBy('customer.createdAt', direction).addOrderBy('customer.id', direction);
  }

  get(id: number): Promise<Customer> {
    return findOneOrFail(this.customers, id, 'مشتری');
  }

  create(input: CreateCustomerInput): Promise<Customer> {
    const customer = this.customers.create({ ...input, description: input.description ?? null });
    return this.events.write((unit) => unit.change('customer.created', Customer, null, () => unit.manager.save(customer)));
  }

  /**
   * Adds a request's description to the customer's expert note, after what it says (a request linked to a customer who
   * already was one): logged as the customer's update. Nothing to add leaves the customer as it is.
   */
  async appendNote(id: number, note: string | null): Promise<Customer> {
    const customer = await this.events.editable('customer.updated', Customer, id, 'مشتری');
    const added = note?.trim();
    if (!added || customer.description?.includes(added)) return customer;
    customer.description = customer.description?.trim() ? `${customer.description.trim()}\n\n${added}` : added;
    return this.events.write(async (unit) => {
      customer.version = await unit.claimEdit('customer.updated', Customer, id, { what: 'مشتری' });
      return unit.change('customer.updated', Customer, id, () => unit.manager.save(customer));
    });
  }

  async update(id: number, input: UpdateCustomerInput): Promise<Customer> {
    const customer = await this.events.editable('customer.updated', Customer, id, 'مشتری');
    for (const key of ['name', 'family', 'email', 'phone', 'description'] as const) {
      if (input[key] !== undefined) Object.assign(customer, { [key]: input[key] });
    }
    return this.events.write(async (unit) => {
      customer.version = await unit.claimEdit('customer.updated', Customer, id, { version: input.version, what: 'مشتری' });
      return unit.change('customer.updated', Customer, id, () => unit.manager.save(customer));
    });
  }

  /**
   * Refused while the customer has plans: their records are not removed as a side effect. Soft,
   * like the catalogue's deletes (docs/ARCHITECTURE.md, soft delete and undo): hidden at once,
   * undoable for the undo window, then purged by TrashPurger; plans still in the bin go with the
   * customer then (ON DELETE CASCADE).
   */
  async remove(id: number): Promise<Customer> {
    const customer = await this.get(id);
    const plans = await this.customers.manager.countBy(CustomerPlan, { customerId: id });
    if (plans > 0) {
      throw DomainException.refused(`این مشتری ${plans.toLocaleString('fa-IR')} پلن ثبت‌شده دارد؛ پیش از حذف مشتری پلن‌هایش را حذف کنید`);
    }
    return this.events.write((unit) =>
      unit.change('customer.deleted', Customer, id, async () => {
        await softDelete(unit.manager.getRepository(Customer), id, this.clock.now());
        return customer;
      }),
    );
  }

  async restore(id: number): Promise<Customer> {
    return this.events.write((unit) =>
      unit.change('customer.restored', Customer, id, async () => {
        await restoreDeleted(unit.manager.getRepository(Customer), id, this.clock.now(), 'مشتری');
        return findOneOrFail(unit.manager.getRepository(Customer), id, 'مشتری');
      }),
    );
  }
}
