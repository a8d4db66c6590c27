import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type Repository, type SelectQueryBuilder } from 'typeorm';
import { APP_CONFIG, type AppConfig } from 'src/config/app.config.js';
import { findOneOrFail } from 'src/common/database/find-all-by-ids.js';
import { inBatches } from 'src/common/database/in-batches.js';
import { LIKE_ESCAPE, likeTerms } from 'src/common/database/like.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { pageWindow, toPage, type Page } from 'src/common/pagination/pagination.js';
import { RateLimiterStore, type RateLimiter } from 'src/common/rate-limit/rate-limiter.js';
import type { AuthUser } from 'src/common/auth/request-context.js';
import { Order, OrderStatus } from './order.entity.js';
import type { CreateOrderInput } from './dto/create-order.input.js';
import type { OrdersArgs } from './dto/orders.args.js';
import { DomainEvents } from 'src/modules/events/domain-events.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';

export const ORDERS_PER_PAGE = 15;

export type OrderFilter = Pick<Partial<OrdersArgs>, 'search' | 'status'>;
export const ORDER_RECEIVED = 'درخواست شما ثبت شد؛ مشاوران ما به‌زودی با شما تماس می‌گیرند.';

@Injectable()
export class OrdersService {
  /** Requests per visitor address, so the public form cannot be used to flood the back office. */
  private readonly perAddress: RateLimiter;

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(Theme) private readonly themes: Repository<Theme>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @Inject(APP_CONFIG) config: AppConfig,
    limiters: RateLimiterStore,
    private readonly events: DomainEvents,
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
      const order = this.orders.create({ ...this.fields(input), status: OrderStatus.PENDING });
      const saved = await this.events.write((unit) => unit.change('order.created', Order, null, () => unit.manager.save(order)));
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
    const order = this.orders.create({ ...this.fields(input), status: OrderStatus.PENDING, operatorId: actor?.id ?? null });
    return this.events.write((unit) => unit.change('order.created', Order, null, () => unit.manager.save(order)));
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

  async page(args: Partial<OrdersArgs>): Promise<Page<Order>> {
    const { page, perPage, skip, take } = pageWindow(args, ORDERS_PER_PAGE);
    const [items, total] = await this.filtered(args).skip(skip).take(take).getManyAndCount();
    return toPage(items, total, page, perPage);
  }

  /** Every request the list's filter matches, in the list's order, with its operator: for exports. */
  all(filter: OrderFilter): AsyncGenerator<Order[]> {
    return inBatches(this.filtered(filter), this.orders, { relations: { operator: true } });
  }

  /** The list's search and status filter, newest first: the one definition pages and exports share. */
  private filtered(filter: OrderFilter): SelectQueryBuilder<Order> {
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
    return query.orderBy('request.createdAt', 'DESC').addOrderBy('request.id', 'DESC');
  }

  get(id: number): Promise<Order> {
    return findOneOrFail(this.orders, id, 'درخواست');
  }

  /**
   * Any status may follow any other; the acting admin becomes the order's operator. An API token
   * is no admin and leaves the operator as it was; the activity log names the token.
   */
  async changeStatus(id: number, status: OrderStatus, actor: AuthUser | null): Promise<Order> {
    const order = await this.get(id);
    order.status = status;
    if (actor) order.operatorId = actor.id;
    return this.events.write((unit) => unit.change('order.status-changed', Order, id, () => unit.manager.save(order)));
  }
}
