import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentAdmin, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import { ChangeOrderStatusArgs } from 'src/domain/orders/dto/change-order-status.args.js';
import { OrdersArgs } from 'src/domain/orders/dto/orders.args.js';
import { OrdersService } from 'src/domain/orders/orders.service.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyInt, legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { legacyOrder, legacyPage } from './mappers.js';
import { ByApiToken, RestContext } from './rest-context.js';
import { DomainException } from 'src/common/errors/domain.exception.js';
import { LegacyDoc, LegacyAdminApi } from './legacy-doc.decorator.js';
import { LegacyStatusBody } from './dto/legacy-status.body.js';
import { LegacyAssignBody } from './dto/legacy-assign.body.js';
import type { Order } from 'src/domain/orders/order.entity.js';

/** Requests left on the public site. */
@LegacyAdminApi('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    private readonly rest: RestContext,
    private readonly orders: OrdersService,
  ) {}

  /** `status` ALL (or empty) for every status; the page sits under `orders` as the legacy client reads it. */
  @Get('all')
  @LegacyDoc({
    summary: 'Requests: query `target` (name or phone), `status` (ALL or a status), `page`',
    returns: '`orders`: paged `data`, `current_page`, `last_page`, `per_page`, `total`',
  })
  async list(@Query() query: Record<string, unknown>, @ByApiToken() forToken: boolean) {
    const status =
      typeof query.status === 'string' && query.status !== '' && query.status.toUpperCase() !== 'ALL'
        ? query.status.toUpperCase()
        : undefined;
    const args = await withLegacyFields({ search: 'target' }, () =>
      toInput(OrdersArgs, { search: legacyText(query.target), page: legacyInt(query.page) ?? 1, status }),
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

  private async withOwner(order: Order) {
    const operator = order.operatorId == null ? null : await this.rest.loaders().admin.load(order.operatorId);
    return { ...legacyOrder(order, operator), owner_id: order.ownerId };
  }
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);
