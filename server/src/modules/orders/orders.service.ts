import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, IsNull, MoreThanOrEqual, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { inBatches } from 'src/common/database/in-batches.js';
import { LIKE_ESCAPE, likeTerms } from 'src/common/database/like.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { RateLimiterStore, type RateLimiter } from 'src/common/rate-limit/rate-limiter.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { Admin, SUPERADMIN } from 'src/modules/admins/admin.entity.js';
import { Clock } from 'src/common/clock.js';
import { Order, OrderStatus } from './order.entity.js';
import { OrderSeen } from './order-seen.entity.js';
import { DutyRotation } from './duty-rotation.entity.js';
import type { CreateOrderInput } from './dto/create-order.input.js';
import { OrderOwnerFilter, type OrdersArgs } from './dto/orders.args.js';
import { DomainEvents } from 'src/modules/events/domain-events.js';
import { eventOf } from 'src/modules/events/domain-event.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import type { FirstContactTarget } from './first-contact-target.js';
import { CustomersService } from 'src/modules/customers/customers.service.js';
import type { Customer } from 'src/modules/customers/customer.entity.js';
import type { CreateCustomerInput } from 'src/modules/customers/dto/create-customer.input.js';

export const ORDERS_PER_PAGE = 15;

export type OrderFilter = Pick<Partial<OrdersArgs>, 'search' | 'status' | 'owner'>;
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
  async create(input: CreateOrderInput, ip: string): Promise<{ order: Order; message: string }> {
    const allowance = await this.perAddress.consume(ip);
    if (!allowance.allowed) {
      throw DomainException.rateLimited('درخواست‌های زیادی از شما رسیده است؛ کمی بعد دوباره تلاش کنید', allowance.retryAfterSeconds);
    }
    try {
      await this.assertSubjectExists(input);
      // The Clock's time, not the database's: the first-call target counts from it (issue 22).
      const order = this.orders.create({ ...this.fields(input), status: OrderStatus.PENDING, createdAt: this.clock.now() });
      const saved = await this.events.write((unit) =>
        unit.change('order.created', Order, null, async () => {
          order.ownerId = await this.nextOnDuty(unit.manager);
          return unit.manager.save(order);
        }),
      );
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
    return this.events.write((unit) =>
      unit.change('order.created', Order, null, async () => {
        order.ownerId = await this.nextOnDuty(unit.manager);
        return unit.manager.save(order);
      }),
    );
  }

  /**
   * The admin on duty whose turn it is (issue 22), or null when nobody is on duty. The turn is
   * taken by one UPDATE of the single rotation row, which stays locked until the request's unit
   * ends: parallel creates take consecutive turns (InnoDB makes the next wait for the row; SQLite
   * runs units one after another), so each admin on duty gets every n-th request.
   */
  private async nextOnDuty(manager: EntityManager): Promise<number | null> {
    const onDuty = (await manager.find(Admin, { where: { onDuty: true }, order: { id: 'ASC' } })).filter((admin) => admin.roles.length > 0);
    if (onDuty.length === 0) return null;
    await manager
      .createQueryBuilder()
      .update(DutyRotation)
      .set({ turn: () => 'turn + 1' })
      .where('id = 1')
      .execute();
    const { turn } = await manager.findOneByOrFail(DutyRotation, { id: 1 });
    return onDuty[(turn - 1) % onDuty.length].id;
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
    likeTerms(filter.search).forEach((term, i) => {
      query.andWhere(
        new Brackets((word) =>
          word
            .where(`request.fullName LIKE :term${i} ${LIKE_ESCAPE}`, { [`term${i}`]: term })
            .orWhere(`request.phoneNumber LIKE :term${i} ${LIKE_ESCAPE}`),
        ),
      );
    });
    if (filter.status) query.andWhere('request.status = :status', { status: filter.status });
    if (filter.owner === OrderOwnerFilter.UNOWNED) query.andWhere('request.ownerId IS NULL');
    if (filter.owner === OrderOwnerFilter.MINE) query.andWhere('request.ownerId = :owner', { owner: caller?.id ?? 0 });
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

  /** A superadmin gives a request to an admin, takes it from one, or leaves it unowned (`ownerId` null). */
  async assign(id: number, ownerId: number | null, actor: AuthUser): Promise<Order> {
    if (!actor.roles.includes(SUPERADMIN)) throw DomainException.forbidden('فقط مدیر ارشد می‌تواند درخواست را به مدیر دیگری بسپارد');
    await this.get(id);
    return this.events.write(async (unit) => {
      if (ownerId !== null) {
        const owner = await unit.manager.findOneBy(Admin, { id: ownerId });
        if (!owner || owner.roles.length === 0) throw DomainException.invalidField('ownerId', 'مدیر انتخاب‌شده پیدا نشد');
      }
      return unit.change('order.assigned', Order, id, async () => {
        await unit.manager.update(Order, { id }, { ownerId });
        return unit.manager.findOneByOrFail(Order, { id });
      });
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
      await unit.change('order.converted', Order, id, async () => {
        const update = await unit.manager
          .createQueryBuilder()
          .update(Order)
          .set({ customerId: created.id })
          .where('id = :id AND customer_id IS NULL', { id })
          .execute();
        if (!update.affected) throw DomainException.refused('این درخواست پیش‌تر به مشتری تبدیل شده است');
        return unit.manager.findOneByOrFail(Order, { id });
      });
      return created;
    });
    return { order: await this.get(id), customer };
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

  /**
   * Open requests never called that passed their first-call target by `now`, each stamped as
   * alerted by a conditional UPDATE: with several instances sweeping, each request is claimed
   * (and announced to superadmins) by exactly one. Only requests of the last LOOKBACK_DAYS are
   * looked at, so a deploy never announces years of old requests at once.
   */
  async claimOverdueAlerts(now: Date, target: FirstContactTarget): Promise<Order[]> {
    const candidates = await this.orders.find({
      where: [OrderStatus.PENDING, OrderStatus.PROCESSING].map((status) => ({
        status,
        firstContactAt: IsNull(),
        overdueAlertedAt: IsNull(),
        createdAt: MoreThanOrEqual(new Date(now.getTime() - OVERDUE_LOOKBACK_DAYS * 86_400_000)),
      })),
      order: { createdAt: 'ASC', id: 'ASC' },
      take: OVERDUE_SWEEP_BATCH,
    });
    const claimed: Order[] = [];
    for (const order of candidates.filter((candidate) => target.overdue(candidate, now))) {
      const stamp = await this.orders
        .createQueryBuilder()
        .update(Order)
        .set({ overdueAlertedAt: now, updatedAt: () => 'updated_at' })
        .where('id = :id AND overdue_alerted_at IS NULL AND first_contact_at IS NULL', { id: order.id })
        .execute();
      if (stamp.affected) claimed.push(order);
    }
    return claimed;
  }
}

/** How far back the overdue sweep looks, and how many requests one sweep handles. */
const OVERDUE_LOOKBACK_DAYS = 14;
const OVERDUE_SWEEP_BATCH = 100;
