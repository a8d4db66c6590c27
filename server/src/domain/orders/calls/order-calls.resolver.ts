import { Args, Context, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentAdmin, type AuthUser } from 'src/common/auth/request-context.js';
import type { Loaders } from 'src/domain/loaders.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { OrderPage } from '../dto/order-page.output.js';
import { OrdersService } from '../orders.service.js';
import { AddOrderNoteInput } from './dto/add-order-note.input.js';
import { CallsDueArgs } from './dto/calls-due.args.js';
import { LogOrderCallInput } from './dto/log-order-call.input.js';
import { LoggedOrderCall } from './dto/logged-order-call.output.js';
import { OrderCall, OrderCallKind } from './order-call.entity.js';
import { OrderCallsService } from './order-calls.service.js';

@Resolver(() => OrderCall)
export class OrderCallsResolver {
  constructor(
    private readonly calls: OrderCallsService,
    private readonly orders: OrdersService,
  ) {}

  @Query(() => [OrderCall], { description: "A request's notes and calls, newest first (at most 200)." })
  orderTimeline(@Args('orderId', { type: () => Int }) orderId: number): Promise<OrderCall[]> {
    return this.calls.timeline(orderId);
  }

  @Query(() => OrderPage, {
    description: "Open requests whose follow-up is due today (Tehran) or overdue, soonest first; owner MINE for the caller's own.",
  })
  callsDue(@Args() args: CallsDueArgs, @CurrentAdmin() user: AuthUser | null): Promise<OrderPage> {
    return this.calls.due(args, user);
  }

  @Mutation(() => LoggedOrderCall, {
    description:
      'Logs a call and its outcome. The first call stamps firstContactAt; TALKED or BECAME_CUSTOMER moves a PENDING request to PROCESSING.',
  })
  async logOrderCall(@Args('input') input: LogOrderCallInput): Promise<LoggedOrderCall> {
    const entry = await this.calls.add({ ...input, kind: OrderCallKind.CALL });
    return { entry, order: await this.orders.get(entry.orderId) };
  }

  @Mutation(() => LoggedOrderCall, { description: "Adds a note to a request's timeline, optionally with when to call." })
  async addOrderNote(@Args('input') input: AddOrderNoteInput): Promise<LoggedOrderCall> {
    const entry = await this.calls.add({ ...input, kind: OrderCallKind.NOTE });
    return { entry, order: await this.orders.get(entry.orderId) };
  }

  @ResolveField(() => Admin, { nullable: true, description: 'The admin who wrote it; null when an API token did.' })
  author(@Parent() entry: OrderCall, @Context('loaders') loaders: Loaders): Promise<Admin | null> | null {
    return entry.authorId == null ? null : loaders.admin.load(entry.authorId);
  }
}
