import { Args, Context, Field, Int, Mutation, ObjectType, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import DataLoader from 'dataloader';
import { Public } from 'src/common/auth/public.decorator.js';
import { ClientIp, CurrentAdmin, CurrentUser, type AuthUser } from 'src/common/auth/request-context.js';
import type { Loaders } from 'src/domain/loaders.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { Theme } from 'src/domain/themes/theme.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { CreateCustomerInput } from 'src/domain/customers/dto/create-customer.input.js';
import { ChangeOrderStatusArgs } from './dto/change-order-status.args.js';
import { CreateOrderInput } from './dto/create-order.input.js';
import { OrderPage } from './dto/order-page.output.js';
import { OrderReceipt } from './dto/order-receipt.output.js';
import { OrdersArgs } from './dto/orders.args.js';
import { Order, OrderChannel, OrderStatus } from './order.entity.js';
import { OrdersService } from './orders.service.js';
import { Clock } from 'src/common/clock.js';
import { FirstContactTarget } from './first-contact-target.js';

@ObjectType({ description: 'What the back office counts in its badge and tab title.' })
class OrderAlerts {
  @Field(() => Int, { description: 'Requests waiting for a first call: PENDING, and no call logged.' })
  unhandled: number;

  @Field(() => Int, { description: 'Of those, the ones the caller has not opened yet.' })
  unseen: number;
}

@Resolver(() => Order)
export class OrdersResolver {
  /** Per operation: which of the listed requests the caller has opened, in one query (never cached). */
  private readonly seenLoaders = new WeakMap<object, DataLoader<number, boolean>>();
  private readonly phoneLoaders = new WeakMap<
    object,
    { customer: DataLoader<string, Customer | null>; requests: DataLoader<string, number[]> }
  >();

  constructor(
    private readonly orders: OrdersService,
    private readonly firstContact: FirstContactTarget,
    private readonly clock: Clock,
  ) {}

  @Public()
  @Mutation(() => OrderReceipt, { description: 'A visitor asks to be called back. Rate limited per IP.' })
  async createOrder(@Args('input') input: CreateOrderInput, @ClientIp() ip: string): Promise<OrderReceipt> {
    // The site's own request form sends this mutation.
    const { order, message } = await this.orders.create(input, ip, OrderChannel.PUBLIC_FORM);
    return { id: order.id, message, reference: order.reference };
  }

  @Mutation(() => Order, {
    description: 'Staff record a request taken by phone: not rate limited; the caller is recorded as its operator.',
  })
  async createStaffOrder(@Args('input') input: CreateOrderInput, @CurrentAdmin() user: AuthUser | null): Promise<Order> {
    return this.orders.createByStaff(input, user);
  }

  @Query(() => OrderPage, { name: 'orders', description: 'Requests, newest first, 15 a page by default.' })
  list(@Args() args: OrdersArgs, @CurrentAdmin() user: AuthUser | null): Promise<OrderPage> {
    return this.orders.page(args, user);
  }

  @Query(() => OrderAlerts, { description: 'Counts for the badge and the tab title.' })
  orderAlerts(@CurrentUser() user: AuthUser): Promise<OrderAlerts> {
    return this.orders.alerts(user.id);
  }

  @Mutation(() => Order, { description: 'The caller takes an unowned request; refused, naming the owner, when someone has it.' })
  takeOrder(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<Order> {
    return this.orders.take(id, user);
  }

  @Mutation(() => Order, { description: 'Superadmins: gives a request to an admin, or leaves it unowned (ownerId null).' })
  assignOrder(
    @Args('id', { type: () => Int }) id: number,
    @Args('ownerId', { type: () => Int, nullable: true }) ownerId: number | null,
    @CurrentUser() user: AuthUser,
    @Args('expectedOwnerId', {
      type: () => Int,
      nullable: true,
      description:
        'The owner the screen showed (null: unowned): another admin’s assignment meanwhile is a CONFLICT. Absent: the last write wins.',
    })
    expectedOwnerId?: number | null,
  ): Promise<Order> {
    return this.orders.assign(id, ownerId ?? null, user, expectedOwnerId);
  }

  @Mutation(() => Order, {
    description:
      "Links the request to an existing customer (its visitor is one already) instead of creating another, adding its description to the customer's expert note; refused when the request was already converted.",
  })
  async linkOrderToCustomer(
    @Args('id', { type: () => Int }) id: number,
    @Args('customerId', { type: () => Int }) customerId: number,
  ): Promise<Order> {
    return (await this.orders.linkToCustomer(id, customerId)).order;
  }

  @ResolveField(() => Customer, {
    nullable: true,
    description: "A customer (not deleted) with this request's phone: the visitor is a customer already; null for none.",
  })
  existingCustomer(@Parent() order: Order, @Context() context: object): Promise<Customer | null> {
    return this.byPhone(context).customer.load(order.phoneNumber);
  }

  @ResolveField(() => Int, { description: 'How many requests came from the same phone before this one.' })
  async earlierRequests(@Parent() order: Order, @Context() context: object): Promise<number> {
    const ids = await this.byPhone(context).requests.load(order.phoneNumber);
    return ids.filter((id) => id < order.id).length;
  }

  /** Per operation: the customers and requests of the listed requests' phones, in one query each. */
  private byPhone(context: object) {
    let loaders = this.phoneLoaders.get(context);
    if (!loaders) {
      loaders = {
        customer: new DataLoader<string, Customer | null>(async (phones) => {
          const found = await this.orders.customersByPhone(phones);
          return phones.map((phone) => found.get(phone) ?? null);
        }),
        requests: new DataLoader<string, number[]>(async (phones) => {
          const found = await this.orders.requestIdsByPhone(phones);
          return phones.map((phone) => found.get(phone) ?? []);
        }),
      };
      this.phoneLoaders.set(context, loaders);
    }
    return loaders;
  }

  @Mutation(() => Order, { description: 'The caller opened the request: it is no longer new to them.' })
  markOrderSeen(@Args('id', { type: () => Int }) id: number, @CurrentUser() user: AuthUser): Promise<Order> {
    return this.orders.markSeen(id, user);
  }

  @Mutation(() => Order, {
    description: 'Creates a customer from the request and links the request to it; refused when the request was already converted.',
  })
  async convertOrderToCustomer(@Args('id', { type: () => Int }) id: number, @Args('input') input: CreateCustomerInput): Promise<Order> {
    return (await this.orders.convertToCustomer(id, input)).order;
  }

  @Query(() => Order)
  order(@Args('id', { type: () => Int }) id: number): Promise<Order> {
    return this.orders.get(id);
  }

  @Mutation(() => Order, { description: 'Sets the status and records the acting admin as operator.' })
  async changeOrderStatus(
    @Args() { id, status, expectedStatus, version }: ChangeOrderStatusArgs,
    @CurrentAdmin() user: AuthUser | null,
  ): Promise<Order> {
    return this.orders.changeStatus(id, status, user, { expectedStatus, version });
  }

  @ResolveField(() => Admin, { nullable: true, description: 'The admin who last changed the status.' })
  async operator(@Parent() order: Order, @Context('loaders') loaders: Loaders): Promise<Admin | null> {
    return order.operatorId == null ? null : loaders.admin.load(order.operatorId);
  }

  @ResolveField(() => Admin, { nullable: true, description: 'The admin who calls this request back.' })
  async owner(@Parent() order: Order, @Context('loaders') loaders: Loaders): Promise<Admin | null> {
    return order.ownerId == null ? null : loaders.admin.load(order.ownerId);
  }

  @ResolveField(() => Customer, { nullable: true, description: 'The customer this request became; null until converted.' })
  async customer(@Parent() order: Order, @Context('loaders') loaders: Loaders): Promise<Customer | null> {
    return order.customerId == null ? null : loaders.customer.load(order.customerId);
  }

  @ResolveField(() => Boolean, { description: 'Waiting for a first call (PENDING) and not yet opened by the caller.' })
  async isNew(@Parent() order: Order, @Context() context: object, @CurrentAdmin() user: AuthUser | null): Promise<boolean> {
    // "New" is per admin: an integrator's token has opened nothing and is shown nothing as new.
    if (order.status !== OrderStatus.PENDING || !user) return false;
    let loader = this.seenLoaders.get(context);
    if (!loader) {
      loader = new DataLoader(
        async (ids) => {
          const seen = await this.orders.seenBy(user.id, ids);
          return ids.map((id) => seen.has(id));
        },
        { cache: false },
      );
      this.seenLoaders.set(context, loader);
    }
    return !(await loader.load(order.id));
  }

  @ResolveField(() => Date, {
    description: 'When the first call is due: FIRST_CONTACT_TARGET_MINUTES of business hours (Tehran) after the request arrived.',
  })
  firstContactDueAt(@Parent() order: Order): Date {
    return this.firstContact.dueAt(order.createdAt);
  }

  @ResolveField(() => Boolean, { description: 'Open (PENDING or PROCESSING), never called, and past its first-call target now.' })
  firstContactOverdue(@Parent() order: Order): boolean {
    return this.firstContact.overdue(order, this.clock.now());
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
