import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentAdmin, type AuthUser } from 'src/common/auth/request-context.js';
import { ChangeOrderStatusArgs } from 'src/modules/orders/dto/change-order-status.args.js';
import { OrdersArgs } from 'src/modules/orders/dto/orders.args.js';
import { OrdersService } from 'src/modules/orders/orders.service.js';
import { Metrics } from 'src/modules/observability/metrics.service.js';
import { LegacyIdPipe } from './legacy-id.pipe.js';
import { legacyInt, legacyText, toInput, withLegacyFields, LegacyBody, type LegacyFields } from './legacy-input.js';
import { legacyOrder, legacyPage } from './mappers.js';
import { RestContext } from './rest-context.js';
import { LegacyDoc, LegacyAdminApi } from './legacy-doc.decorator.js';
import { LegacyStatusBody } from './dto/legacy-status.body.js';

/** Requests left on the public site. */
@LegacyAdminApi('orders')
@Controller('api/orders')
export class OrdersController {
  constructor(
    private readonly rest: RestContext,
    private readonly orders: OrdersService,
    private readonly metrics: Metrics,
  ) {}

  /** `status` ALL (or empty) for every status; the page sits under `orders` as the legacy client reads it. */
  @Get('all')
  @LegacyDoc({
    summary: 'Requests: query `target` (name or phone), `status` (ALL or a status), `page`',
    returns: '`orders`: paged `data`, `current_page`, `last_page`, `per_page`, `total`',
  })
  async list(@Query() query: Record<string, unknown>) {
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
    return { orders: legacyPage(page, (order, i) => legacyOrder(order, operators[i])) };
  }

  @Post(':id/change-status')
  @HttpCode(200)
  @LegacyDoc({
    summary: "Change a request's status; the caller becomes its operator",
    body: LegacyStatusBody,
    returns: '`message`, `order`',
    notFound: true,
  })
  async changeStatus(@Param('id', LegacyIdPipe) id: number, @LegacyBody() body: LegacyFields, @CurrentAdmin() user: AuthUser | null) {
    const status = body.status;
    const args = await withLegacyFields({}, () =>
      toInput(ChangeOrderStatusArgs, { id, status: typeof status === 'string' ? status.toUpperCase() : status }),
    );
    const order = await this.orders.changeStatus(args.id, args.status, user);
    this.metrics.requestStatusChanged(args.status);
    return {
      message: 'وضعیت بروز شد',
      order: legacyOrder(order, order.operatorId === null ? null : await this.rest.loaders().admin.load(order.operatorId)),
    };
  }
}
