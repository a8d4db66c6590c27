import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, In, IsNull, Not, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { inBatches } from 'src/common/database/in-batches.js';
import { LIKE_ESCAPE, likeTerms, searchWords } from 'src/common/database/like.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { RateLimiterStore, type RateLimiter } from 'src/platform/rate-limit/rate-limiter.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { Admin, SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { Clock } from 'src/common/clock.js';
import { Order, OrderChannel, OrderStatus, REQUEST_CHANNEL_OF } from './order.entity.js';
import { OrderSeen } from './order-seen.entity.js';
import type { CreateOrderInput } from './dto/create-order.input.js';
import { OrderOwnerFilter, type OrdersArgs } from './dto/orders.args.js';
import { DomainEvents, type WriteUnit } from 'src/platform/events/domain-events.js';
import { isReferenceCollision, newOrderReference } from './order-reference.js';
import { eventOf } from 'src/platform/events/domain-event.js';
import { lockForUpdate } from 'src/common/database/row-lock.js';
import { StaleEdit } from 'src/platform/events/edit-claim.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { CustomersService } from 'src/domain/customers/customers.service.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import type { CreateCustomerInput } from 'src/domain/customers/dto/create-customer.input.js';

export const ORDERS_PER_PAGE = 15;

export type OrderFilter = Pick<Partial<OrdersArgs>, 'search' | 'status' | 'owner' | 'fromCustomers'>;
export const ORDER_RECEIVED = 'درخواست شما ثبت شد؛ مشاوران ما به‌زودی با شما تماس می‌گیرند.';

/** What the operator saw when choosing the new status; nothing named: the last change wins. */
export interface StatusSeen {
  expectedStatus?: OrderStatus | null;
  version?: number | null;
}

@Injectable()
export class OrdersService {
  /** Requests per visitor address, so the public form cannot be used to flood the back office. */
  private readonly perAddress: RateLimiter;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(OrderSeen) private readonly seen: Repository<OrderSeen>,
    private readonly clock: Clock,
    @InjectRepository(Theme) private readonly themes: Repository<Theme>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @Inject(APP_CONFIG) config: AppConfig,
    limiters: RateLimiterStore,
    private readonly events: DomainEvents,
    private readonly customers: CustomersService,
  ) {
    this.perAddress = limiters.limiter({
      name: 'orders-per-address',
      points: config.orderRateLimit.max,
      durationSeconds: config.orderRateLimit.windowMs / 1000,
      // A lost order costs more than a few extra ones from one address while Redis is away.
      whenStoreDown: 'count-locally',
    });
  }

  /**
   * Stores a visitor's request as PENDING; the promise resolves once it is committed. The address's
   * allowance is taken before the insert, so parallel requests cannot all pass the check; an insert
   * that fails gives it back, as nothing was stored.
   */
  async create(
    input: CreateOrderInput,
    ip: string,
    channel: OrderChannel = OrderChannel.PUBLIC_FORM,
  ): Promise<{ order: Order; message: string }> {
    const allowance = await this.perAddress.consume(ip);
    if (!allowance.allowed) {
      throw DomainException.rateLimited('درخواست‌های زیادی از شما رسیده است؛ کمی بعد دوباره تلاش کنید', allowance.retryAfterSeconds);
    }
    try {
      await this.assertSubjectExists(input);
      // The Clock's time, not the database's: the first-call target counts from it (docs/INTEGRATORS.md, "Call log
      // and time to first call").
      const order = this.orders.create({ ...this.fields(input), status: OrderStatus.PENDING, createdAt: this.clock.now() });
      const saved = await this.insert(order, channel);
      return { order: saved, message: ORDER_RECEIVED };
    } catch (error) {
      await this.perAddress.reward(ip);
      throw error;
    }
  }

  /**
   * A request staff took by phone: no per-address allowance (the office's own address would run
   * out by noon), and the admin who typed it is recorded as its operator (an API token, which is
   * no admin, leaves none: the activity log names the token).
   */
  async createByStaff(input: CreateOrderInput, actor: AuthUser | null): Promise<Order> {
    await this.assertSubjectExists(input);
    const order = this.orders.create({
      ...this.fields(input),
      status: OrderStatus.PENDING,
      operatorId: actor?.id ?? null,
      createdAt: this.clock.now(),
    });
    return this.insert(order, OrderChannel.STAFF);
  }

  /**
   * Stores a new request with the admin whose turn it is and a reference of its own, and announces
   * it with the door it came in by. A reference another request already has (a one in billions
   * draw) is drawn again, in a transaction of its own; so is a unit MySQL chose as a deadlock's victim.
   */
  private async insert(order: Order, channel: OrderChannel): Promise<Order> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.events.write(async (unit) => {
          // A fresh row each attempt: a rolled-back one may have been given an id.
          const saved = await unit.manager.save(
            unit.manager.create(Order, { ...order, channel, reference: newOrderReference(), ownerId: null }),
          );
          const ownerId = await this.onDutyInTurn(unit.manager, saved.id);
          if (ownerId !== null) {
            // Plain SQL: the request is being created, so its owner is no edit (no version raised).
            await unit.manager.query('UPDATE orders SET owner_id = ? WHERE id = ?', [ownerId, saved.id]);
            saved.ownerId = ownerId;
          }
          await unit.publish({
            ...eventOf('order.created', { id: saved.id, before: null, after: await unit.state(Order, saved.id) }),
            channel: REQUEST_CHANNEL_OF[channel],
          });
          return saved;
        });
      } catch (error) {
        if (attempt >= 3 || !(isReferenceCollision(error) || isDeadlock(error))) throw error;
      }
    }
  }

  /**
   * The admin on duty whose turn the request with this id is (docs/INTEGRATORS.md, "Live back office"), or null
   * when nobody is on duty: the admins on duty in id order, the request's id modulo their number.
   * Ids are consecutive, so each admin on duty gets every n-th request, parallel creates included,
   * and no row is written by every request (a shared turn counter held each new request's unit
   * until the one before it committed). A deactivated admin is never picked (docs/INTEGRATORS.md, "Admins, roles,
   * sessions and lockouts"): on MySQL the chosen admin's row is read as committed and held shared until the unit
   * ends, so a deactivation in progress is waited for (and the admins on duty read again, held), or
   * waits for this unit and hands the request on with the admin's others. Requests hold admins'
   * rows shared, never exclusively, so they do not wait for each other.
   */
  private async onDutyInTurn(manager: EntityManager, orderId: number): Promise<number | null> {
    const admins = await manager
      .createQueryBuilder(Admin, 'admin')
      .where('admin.onDuty = :onDuty AND admin.deactivatedAt IS NULL', { onDuty: true })
      .orderBy('admin.id', 'ASC')
      .getMany();
    const chosen = inTurn(
      admins.filter((admin) => admin.roles.length > 0),
      orderId,
    );
    // Nobody on duty: nothing is locked.
    if (chosen === null || manager.connection.options.type !== 'mysql') return chosen;
    // Plain SQL: TypeORM writes `FOR SHARE` for a server reporting version 8 or later, which MariaDB 10 and 11 refuse.
    const onDutyNow = (where: string, params: unknown[]) =>
      manager
        .query(`SELECT id, roles FROM users WHERE on_duty = 1 AND deactivated_at IS NULL${where} LOCK IN SHARE MODE`, params)
        .then((rows: Array<{ id: number; roles: string }>) => rows.filter((row) => (JSON.parse(row.roles) as string[]).length > 0));
    if ((await onDutyNow(' AND id = ?', [chosen])).length > 0) return chosen;
    return inTurn(await onDutyNow(' ORDER BY id', []), orderId);
  }

  private fields(input: CreateOrderInput): Pick<Order, 'fullName' | 'phoneNumber' | 'description' | 'themeId' | 'planId'> {
    return {
      fullName: input.fullName,
      phoneNumber: input.phoneNumber,
      description: input.description ?? null,
      themeId: input.themeId ?? null,
      planId: input.planId ?? null,
    };
  }

  /**
   * A theme or plan named on a request is one a visitor can see now (a deleted plan is not); a
   * made-up id is refused under its field rather than stored as a pointer to nothing.
   */
  private async assertSubjectExists(input: CreateOrderInput): Promise<void> {
    if (input.themeId != null && !(await this.themes.existsBy({ id: input.themeId }))) {
      throw DomainException.invalidField('themeId', 'قالبی با این کد وجود ندارد');
    }
    if (input.planId != null && !(await this.plans.existsBy({ id: input.planId }))) {
      throw DomainException.invalidField('planId', 'پلن انتخاب‌شده وجود ندارد');
    }
  }

  /** `caller`: whose "mine" the owner filter means (GraphQL); the REST facade has no such filter. */
  async page(args: Partial<OrdersArgs>, caller?: AuthUser | null): Promise<Page<Order>> {
    const { page, perPage, skip, take } = pageWindow(args, ORDERS_PER_PAGE);
    const [items, total] = await this.filtered(args, caller).skip(skip).take(take).getManyAndCount();
    return toPage(items, total, page, perPage);
  }

  /** Every request the list's filter matches, in the list's order, with its operator: for exports. */
  all(filter: OrderFilter): AsyncGenerator<Order[]> {
    return inBatches(this.filtered(filter), this.orders, { relations: { operator: true } });
  }

  /** The list's search and status filter, newest first: the one definition pages and exports share. */
  private filtered(filter: OrderFilter, caller?: AuthUser | null): SelectQueryBuilder<Order> {
    const query = this.orders.createQueryBuilder('request');
    const words = searchWords(filter.search);
    likeTerms(filter.search).forEach((term, i) => {
      query.andWhere(
        new Brackets((word) =>
          word
            .where(`request.fullName LIKE :term${i} ${LIKE_ESCAPE}`, { [`term${i}`]: term })
            .orWhere(`request.phoneNumber LIKE :term${i} ${LIKE_ESCAPE}`)
            // A visitor calling with their «کد پیگیری» is found by the whole code; a part of one is
            // random digits, which would bring up strangers' requests beside a phone fragment.
            .orWhere(`request.reference = :word${i}`, { [`word${i}`]: words[i] }),
        ),
      );
    });
    if (filter.status) query.andWhere('request.status = :status', { status: filter.status });
    if (filter.owner === OrderOwnerFilter.UNOWNED) query.andWhere('request.ownerId IS NULL');
    if (filter.owner === OrderOwnerFilter.MINE) query.andWhere('request.ownerId = :owner', { owner: caller?.id ?? 0 });
    // From someone who is a customer already: a customer (not deleted) with the request's phone.
    if (filter.fromCustomers) {
      query.andWhere('EXISTS (SELECT 1 FROM customers c WHERE c.phone = request.phone_number AND c.deleted_at IS NULL)');
    }
    return query.orderBy('request.createdAt', 'DESC').addOrderBy('request.id', 'DESC');
  }

  get(id: number): Promise<Order> {
    return findOneOrFail(this.orders, id, 'درخواست');
  }

  /**
   * Any status may follow any other; the acting admin becomes the order's operator (an API token
   * is no admin and leaves the operator as it was; the activity log names the token). The change may
   * name what the operator saw (`expectedStatus`, `version`): of two operators changing the same
   * request at once exactly one applies, the other is told who changed it to what (CONFLICT).
   */
  async changeStatus(id: number, status: OrderStatus, actor: AuthUser | null, seen: StatusSeen = {}): Promise<Order> {
    const order = await this.get(id);
    order.status = status;
    if (actor) order.operatorId = actor.id;
    return this.events.write(async (unit) => {
      order.version = await unit.claimEdit('order.status-changed', Order, id, {
        version: seen.version,
        expect: seen.expectedStatus ? { status: seen.expectedStatus } : undefined,
        what: 'درخواست',
      });
      return unit.change('order.status-changed', Order, id, () => unit.manager.save(order));
    });
  }

  /**
   * The caller takes an unowned request («برداشتن»). The claim is one conditional UPDATE, so of
   * admins taking the same request at once exactly one changes the row; the others are told who
   * has it. Taking one's own request again changes nothing and succeeds.
   */
  async take(id: number, actor: AuthUser): Promise<Order> {
    const claimed = await this.events.write(async (unit) => {
      const before = await unit.state(Order, id);
      if (!before) throw DomainException.notFound('درخواست');
      const update = await unit.manager
        .createQueryBuilder()
        .update(Order)
        .set({ ownerId: actor.id })
        .where('id = :id AND owner_id IS NULL', { id })
        .execute();
      if (!update.affected) return false;
      await unit.publish(eventOf('order.assigned', { id, before, after: await unit.state(Order, id) }));
      return true;
    });
    // Read after the transaction: inside it, MySQL's snapshot still shows the row as it was before the winner's commit.
    const order = await this.get(id);
    // Whoever takes a request has opened it.
    if (claimed) await this.markSeen(id, actor);
    if (claimed || order.ownerId === actor.id) return order;
    const owner = order.ownerId === null ? null : await this.orders.manager.findOneBy(Admin, { id: order.ownerId });
    throw DomainException.refused(`این درخواست را ${owner ? `${owner.name} ${owner.family}` : 'مدیر دیگری'} برداشته است`);
  }

  /**
   * A superadmin gives a request to an admin, takes it from one, or leaves it unowned (`ownerId` null).
   * Naming the owner the screen showed (`expectedOwnerId`, null for unowned), the database decides
   * (docs/ARCHITECTURE.md, "Edit versions"): one conditional UPDATE, so of two superadmins assigning from the same
   * owner at once one applies and the other gets a CONFLICT naming the first. Not named (undefined),
   * the last write wins.
   */
  async assign(id: number, ownerId: number | null, actor: AuthUser, expectedOwnerId?: number | null): Promise<Order> {
    if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند درخواست را به مدیر دیگری بسپارد');
    await this.get(id);
    return this.events.write(async (unit) => {
      if (ownerId !== null) {
        const owner = await unit.manager.findOneBy(Admin, { id: ownerId });
        if (!owner || owner.roles.length === 0) throw DomainException.invalidField('ownerId', 'مدیر انتخاب‌شده پیدا نشد');
        if (!owner.active) throw DomainException.invalidField('ownerId', 'مدیر انتخاب‌شده غیرفعال است');
      }
      return unit.change('order.assigned', Order, id, async () => {
        const update = unit.manager.createQueryBuilder().update(Order).set({ ownerId }).where('id = :id', { id });
        if (expectedOwnerId === null) update.andWhere('owner_id IS NULL');
        else if (expectedOwnerId !== undefined) update.andWhere('owner_id = :expectedOwnerId', { expectedOwnerId });
        const { affected } = await update.execute();
        if (affected !== 1) {
          // MySQL counts a row set to what it held as unaffected: giving a request to its owner again is no conflict.
          const now = await unit.manager.findOne(Order, { where: { id }, lock: lockForUpdate(unit.manager) });
          const unchanged = now?.ownerId === ownerId && (expectedOwnerId === undefined || expectedOwnerId === ownerId);
          if (!unchanged) throw new StaleEdit('order.assigned', Order, id, { expect: { ownerId: expectedOwnerId }, what: 'درخواست' });
        }
        return unit.manager.findOneByOrFail(Order, { id });
      });
    });
  }

  /** How many open requests `ownerId` owns, and of those how many have a follow-up call set: what a deactivation hands on. */
  async openOwnedBy(ownerId: number): Promise<{ openRequests: number; followUps: number }> {
    const where = { ownerId, status: In(OPEN) };
    const [openRequests, followUps] = await Promise.all([
      this.orders.countBy(where),
      this.orders.countBy({ ...where, nextCallAt: Not(IsNull()) }),
    ]);
    return { openRequests, followUps };
  }

  /**
   * Hands the open requests of `fromId` (a deactivated admin; docs/INTEGRATORS.md, "Admins, roles, sessions and
   * lockouts"), and with them their follow-ups, to `toId`, or leaves them unowned (null): each one an
   * `order.assigned` event of the caller's unit, so the activity log, the live lists and webhooks hear of it. Each is
   * a conditional UPDATE, so a request someone else took or reassigned meanwhile is left as they left it. A request
   * still waiting for its first call is alerted again if it is overdue, now to whoever has it (the admins on duty
   * while it is unowned): the alert its old owner had is no use to them.
   * Returns how many changed hands.
   */
  async releaseOwnedBy(fromId: number, toId: number | null): Promise<number> {
    return this.events.write(async (unit) => {
      const owned = await unit.manager.find(Order, {
        select: { id: true },
        where: { ownerId: fromId, status: In(OPEN) },
        order: { id: 'ASC' },
      });
      let moved = 0;
      for (const { id } of owned) {
        const before = await unit.state(Order, id);
        const update = await unit.manager
          .createQueryBuilder()
          .update(Order)
          .set({ ownerId: toId, overdueAlertedAt: null })
          .where('id = :id AND owner_id = :fromId', { id, fromId })
          .execute();
        if (!update.affected) continue;
        await unit.publish(eventOf('order.assigned', { id, before, after: await unit.state(Order, id) }));
        moved++;
      }
      return moved;
    });
  }

  /**
   * «تبدیل به مشتری»: creates the customer and links the request to it in one unit, so a request
   * is never linked to a customer that failed to save, nor a customer saved for a request that was
   * already converted. The link is a conditional UPDATE: of two admins converting the same request
   * at once, one wins and the other's customer is rolled back.
   */
  async convertToCustomer(id: number, input: CreateCustomerInput): Promise<{ order: Order; customer: Customer }> {
    await this.get(id);
    const customer = await this.events.write(async (unit) => {
      const created = await this.customers.create(input);
      await this.linkOnce(unit, id, created.id);
      return created;
    });
    return { order: await this.get(id), customer };
  }

  /**
   * «تبدیل به مشتری» of a request from someone who already is a customer (the same phone): the request is linked to that
   * customer, no second one is made, and its description is added to the customer's expert note.
   */
  async linkToCustomer(id: number, customerId: number): Promise<{ order: Order; customer: Customer }> {
    const order = await this.get(id);
    await this.customers.get(customerId);
    const customer = await this.events.write(async (unit) => {
      await this.linkOnce(unit, id, customerId);
      return this.customers.appendNote(customerId, order.description);
    });
    return { order: await this.get(id), customer };
  }

  /** Links the request to the customer it became, once: a request already linked is refused. */
  private async linkOnce(unit: WriteUnit, id: number, customerId: number): Promise<void> {
    await unit.change('order.converted', Order, id, async () => {
      const update = await unit.manager
        .createQueryBuilder()
        .update(Order)
        .set({ customerId })
        .where('id = :id AND customer_id IS NULL', { id })
        .execute();
      if (!update.affected) throw DomainException.refused('این درخواست پیش‌تر به مشتری تبدیل شده است');
      return unit.manager.findOneByOrFail(Order, { id });
    });
  }

  /**
   * The customers whose phone is each of these (as stored, normalised: Persian or Arabic digits, +98 and 0098 all read
   * as 09…), the earliest first; deleted ones are none.
   */
  async customersByPhone(phones: readonly string[]): Promise<Map<string, Customer>> {
    const found = phones.length
      ? await this.orders.manager.getRepository(Customer).find({ where: { phone: In([...new Set(phones)]) }, order: { id: 'ASC' } })
      : [];
    const byPhone = new Map<string, Customer>();
    for (const customer of found) if (!byPhone.has(customer.phone)) byPhone.set(customer.phone, customer);
    return byPhone;
  }

  /** Each phone's requests by id, oldest first: what the rows count as a visitor's earlier requests. */
  async requestIdsByPhone(phones: readonly string[]): Promise<Map<string, number[]>> {
    const rows = phones.length
      ? await this.orders
          .createQueryBuilder('request')
          .select(['request.id', 'request.phoneNumber'])
          .where('request.phoneNumber IN (:...phones)', { phones: [...new Set(phones)] })
          .orderBy('request.id', 'ASC')
          .getMany()
      : [];
    const byPhone = new Map<string, number[]>();
    for (const row of rows) byPhone.set(row.phoneNumber, [...(byPhone.get(row.phoneNumber) ?? []), row.id]);
    return byPhone;
  }

  /**
   * The caller has opened the request: it is no longer new to them. Not a write of the record
   * (nothing in the activity log), and opening it twice keeps the first time.
   */
  async markSeen(id: number, actor: AuthUser): Promise<Order> {
    const order = await this.get(id);
    await this.seen
      .createQueryBuilder()
      .insert()
      .into(OrderSeen)
      .values({ orderId: id, adminId: actor.id, seenAt: this.clock.now() })
      .orIgnore()
      .execute();
    return order;
  }

  /** Of `ids`, those `adminId` has opened. */
  async seenBy(adminId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.seen
      .createQueryBuilder('seen')
      .select('seen.orderId', 'orderId')
      .where('seen.adminId = :adminId', { adminId })
      .andWhere('seen.orderId IN (:...ids)', { ids })
      .getRawMany<{ orderId: number }>();
    return new Set(rows.map((row) => Number(row.orderId)));
  }

  /**
   * What the back office's badge and tab title count: requests waiting for a first call
   * (PENDING and no call logged), and of those, the ones `adminId` has not opened yet.
   */
  async alerts(adminId: number): Promise<{ unhandled: number; unseen: number }> {
    const unhandled = await this.orders.countBy({ status: OrderStatus.PENDING, firstContactAt: IsNull() });
    const seen = await this.seen
      .createQueryBuilder('seen')
      .innerJoin(Order, 'request', 'request.id = seen.orderId')
      .where('seen.adminId = :adminId', { adminId })
      .andWhere('request.status = :status', { status: OrderStatus.PENDING })
      .andWhere('request.firstContactAt IS NULL')
      .getCount();
    return { unhandled, unseen: unhandled - seen };
  }
}

/** Requests someone still has to work on: what a deactivated admin's successor takes over. */
const OPEN = [OrderStatus.PENDING, OrderStatus.PROCESSING];

/** The admin on duty whose turn the request with this id is: ids are consecutive, so each gets every n-th. */
function inTurn(onDuty: Array<{ id: number }>, orderId: number): number | null {
  return onDuty.length === 0 ? null : onDuty[orderId % onDuty.length].id;
}

/** MySQL rolled the unit back to break a deadlock: nothing of it was stored, and it may succeed now. */
function isDeadlock(error: unknown): boolean {
  const failure = error as { code?: unknown; driverError?: { code?: unknown } };
  return (failure.driverError?.code ?? failure.code) === 'ER_LOCK_DEADLOCK';
}
