import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentAdmin, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { ChangeOrderStatusArgs } from 'src/domain/orders/dto/change-order-status.args.js';
import { OrdersArgs } from 'src/domain/orders/dto/orders.args.js';
import { ORDERS_PER_PAGE, OrdersService } from 'src/domain/orders/orders.service.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyInt, legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { legacyOrder, legacyPage } from './mappers.js';
import { ByApiToken, RestContext } from './rest-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { LegacyDoc, LegacyAdminApi } from './legacy-doc.decorator.js';
import { LegacyStatusBody } from './dto/legacy-status.body.js';
import { LegacyAssignBody } from './dto/legacy-assign.body.js';
import type { Order } from 'src/domain/orders/order.entity.js';
import { RecordChanges } from 'src/reactions/event-log/record-changes.js';
import { asksNewParams, perPageOf, refuseUnknownParams, syncPage } from './record-sync.js';
import { ListParamsDoc, ORDER_SCHEMA, ReadOneDoc, SyncDoc } from './sync-doc.decorator.js';

/** Requests left on the public site. */
@LegacyAdminApi('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    private readonly rest: RestContext,
    private readonly orders: OrdersService,
    private readonly changes: RecordChanges,
  ) {}

  /**
   * `status` ALL (or empty) for every status; the page sits under `orders` as the legacy client reads it.
   * With `updated_since` or `after`: a page of the incremental sync (record-sync.ts) under `orders`.
   */
  @Get('all')
  @LegacyDoc({
    summary:
      'Requests: query `target` (name or phone), `status` (ALL or a status), `page`, `per_page` (1–100, default 15); ' +
      'or an incremental sync page with `updated_since` and/or `after` (docs/INTEGRATORS.md, "Reading records and incremental sync")',
    returns:
      '`orders`: paged `data`, `current_page`, `last_page`, `per_page`, `total`; for a sync page `data` (with `updated_at`), `per_page`, `next`, `has_more`',
  })
  @ListParamsDoc(['target', 'status', 'page'])
  @SyncDoc()
  async list(@Query() query: Record<string, unknown>, @ByApiToken() forToken: boolean) {
    if (query.updated_since !== undefined || query.after !== undefined) {
      return { orders: await syncPage(this.changes, 'order', query, (orders) => this.withOperators(orders, forToken)) };
    }
    if (asksNewParams(query)) refuseUnknownParams(query, ['target', 'status', 'page', 'per_page']);
    const perPage = asksNewParams(query) ? perPageOf(query, ORDERS_PER_PAGE) : undefined;
    const status =
      typeof query.status === 'string' && query.status !== '' && query.status.toUpperCase() !== 'ALL'
        ? query.status.toUpperCase()
        : undefined;
    const args = await withLegacyFields({ search: 'target' }, () =>
      toInput(OrdersArgs, { search: legacyText(query.target), page: legacyInt(query.page) ?? 1, status, perPage }),
    );
    const page = await this.orders.page(args);
    const loaders = this.rest.loaders();
    const operators = await Promise.all(page.items.map((o) => (o.operatorId == null ? null : loaders.admin.load(o.operatorId))));
    return { orders: legacyPage(page, (order, i) => legacyOrder(order, operators[i], forToken)) };
  }

  @Post(':id/change-status')
  @HttpCode(200)
  @LegacyDoc({
    summary: "Change a request's status; the caller becomes its operator",
    body: LegacyStatusBody,
    returns: '`message`, `order`',
    notFound: true,
    versioned: true,
  })
  async changeStatus(
    @Param('id', LegacyIdPipe) id: number,
    @LegacyBody() body: LegacyFields,
    @CurrentAdmin() user: AuthUser | null,
    @ByApiToken() forToken: boolean,
  ) {
    const status = body.status;
    const args = await withLegacyFields({}, () =>
      toInput(ChangeOrderStatusArgs, {
        id,
        status: upper(status),
        expectedStatus: upper(body.expected_status),
        version: legacyInt(body.version),
      }),
    );
    const order = await this.orders.changeStatus(args.id, args.status, user, args);
    return {
      message: 'وضعیت بروز شد',
      order: legacyOrder(order, order.operatorId === null ? null : await this.rest.loaders().admin.load(order.operatorId), forToken),
    };
  }

  /**
   * Not in §7 (docs/INTEGRATORS.md, "Live back office"): «برداشتن». Of admins taking one request at once, one wins;
   * the others get 400 naming the owner.
   */
  @Post(':id/take')
  @HttpCode(200)
  @LegacyDoc({
    summary: 'Take an unowned request: the caller becomes its owner (400 naming the owner when another admin has it)',
    returns: '`message`, `order` (with `owner_id`)',
    notFound: true,
  })
  async take(@Param('id', LegacyIdPipe) id: number, @CurrentUser() user: AuthUser) {
    return { message: 'درخواست را برداشتید', order: await this.withOwner(await this.orders.take(id, user)) };
  }

  /** Not in §7 (docs/INTEGRATORS.md, "Live back office"): superadmins give a request to an admin, or leave it unowned. */
  @Post(':id/assign')
  @HttpCode(200)
  @LegacyDoc({
    summary: "Superadmins: set a request's owner (`owner_id`, null for none)",
    body: LegacyAssignBody,
    returns: '`message`, `order` (with `owner_id`)',
    notFound: true,
  })
  async assign(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @CurrentUser() user: AuthUser) {
    const ownerId = body.owner_id ?? null;
    if (ownerId !== null && !(typeof ownerId === 'number' && Number.isInteger(ownerId))) {
      throw DomainException.invalidField('owner_id', 'شناسه مدیر باید عدد صحیح باشد');
    }
    return { message: 'مسئول درخواست تعیین شد', order: await this.withOwner(await this.orders.assign(id, ownerId, user)) };
  }

  /** Not in §7 (docs/INTEGRATORS.md, "Reading records and incremental sync"): one request, as a list row with its `updated_at` and `owner_id`. */
  @Get(':id')
  @ReadOneDoc({ summary: 'One request by id, as in the list with `updated_at` and `owner_id`', schema: ORDER_SCHEMA })
  async one(@Param('id', LegacyIdPipe) id: number, @Query() query: Record<string, unknown>, @ByApiToken() forToken: boolean) {
    refuseUnknownParams(query, []);
    const [order] = await this.withOperators([await this.orders.get(id)], forToken);
    return order;
  }

  /** Requests as list rows, with when each last changed and who owns it: the rows of a sync and a single read. */
  private async withOperators(orders: Order[], forToken: boolean) {
    const loaders = this.rest.loaders();
    const operators = await Promise.all(orders.map((o) => (o.operatorId == null ? null : loaders.admin.load(o.operatorId))));
    return orders.map((order, i) => ({
      ...legacyOrder(order, operators[i], forToken),
      owner_id: order.ownerId,
      updated_at: order.updatedAt,
    }));
  }

  private async withOwner(order: Order) {
    const operator = order.operatorId == null ? null : await this.rest.loaders().admin.load(order.operatorId);
    return { ...legacyOrder(order, operator), owner_id: order.ownerId };
  }
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
