import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp, CurrentAdmin, type AuthUser } from 'src/common/auth/request-context.js';
import type { Loaders } from 'src/graphql/loaders.js';
import { Admin } from 'src/modules/admins/admin.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { ChangeOrderStatusArgs } from './dto/change-order-status.args.js';
import { CreateOrderInput } from './dto/create-order.input.js';
import { OrderPage } from './dto/order-page.output.js';
import { OrderReceipt } from './dto/order-receipt.output.js';
import { OrdersArgs } from './dto/orders.args.js';
import { Order } from './order.entity.js';
import { OrdersService } from './orders.service.js';
import { Metrics } from 'src/modules/observability/metrics.service.js';

@Resolver(() => Order)
export class OrdersResolver {
  constructor(
    private readonly orders: OrdersService,
    private readonly metrics: Metrics,
  ) {}

  @Public()
  @Mutation(() => OrderReceipt, { description: 'A visitor asks to be called back. Rate limited per IP.' })
  async createOrder(@Args('input') input: CreateOrderInput, @ClientIp() ip: string): Promise<OrderReceipt> {
    const { order, message } = await this.orders.create(input, ip);
    // The site's own request form sends this mutation.
    this.metrics.requestCreated('public-form');
    return { id: order.id, message };
  }

  @Mutation(() => Order, {
    description: 'Staff record a request taken by phone: not rate limited; the caller is recorded as its operator.',
  })
  async createStaffOrder(@Args('input') input: CreateOrderInput, @CurrentAdmin() user: AuthUser | null): Promise<Order> {
    const order = await this.orders.createByStaff(input, user);
    this.metrics.requestCreated('staff');
    return order;
  }

  @Query(() => OrderPage, { name: 'orders', description: 'Requests, newest first, 15 a page by default.' })
  list(@Args() args: OrdersArgs): Promise<OrderPage> {
    return this.orders.page(args);
  }

  @Query(() => Order)
  order(@Args('id', { type: () => Int }) id: number): Promise<Order> {
    return this.orders.get(id);
  }

  @Mutation(() => Order, { description: 'Sets the status and records the acting admin as operator.' })
  async changeOrderStatus(@Args() { id, status }: ChangeOrderStatusArgs, @CurrentAdmin() user: AuthUser | null): Promise<Order> {
    const order = await this.orders.changeStatus(id, status, user);
    this.metrics.requestStatusChanged(status);
    return order;
  }

  @ResolveField(() => Admin, { nullable: true, description: 'The admin who last changed the status.' })
  async operator(@Parent() order: Order, @Context('loaders') loaders: Loaders): Promise<Admin | null> {
    return order.operatorId == null ? null : loaders.admin.load(order.operatorId);
  }

  @ResolveField(() => Theme, {
    nullable: true,
    description: 'The theme ordered from; null when none was named or it has since been deleted.',
  })
  async theme(@Parent() order: Order, @Context('loaders') loaders: Loaders): Promise<Theme | null> {
    return order.themeId == null ? null : loaders.theme.load(order.themeId);
  }

  @ResolveField(() => Plan, { nullable: true, description: 'The plan chosen; null when none was named or it has since been deleted.' })
  async plan(@Parent() order: Order, @Context('loaders') loaders: Loaders): Promise<Plan | null> {
    return order.planId == null ? null : loaders.plan.load(order.planId);
  }
}
