import { Args, Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DataSource, In } from 'typeorm';
import { Order } from 'src/domain/orders/order.entity.js';
import type { DomainEventType } from 'src/platform/events/domain-event.js';
import { EventCursorExpired, EventLog } from 'src/reactions/event-log/event-log.js';
import { OrderEvent, OrderEventKind } from './order-event.output.js';
import { CHANGES } from './order-feed.js';

/** More missed than this and the screens are read afresh: one refetch costs less than replaying them. */
export const CATCH_UP_LIMIT = 100;

/**
 * The first-call alert is left out: it goes to some admins only (live.resolver.ts), and a refetched
 * list shows the request's state anyway.
 */
const CAUGHT_UP_TYPES = (Object.keys(CHANGES) as DomainEventType[]).filter((type) => type !== 'order.first-contact-overdue');

@ObjectType({ description: 'What the live feed sent while a tab was not connected, read from the event log.' })
export class LiveCatchUp {
  @Field(() => [OrderEvent], { description: 'The missed changes to requests, oldest first, each with the request as it is now.' })
  events: OrderEvent[];

  @Field(() => Int, { description: 'The sequence to resume from next time.' })
  next: number;

  @Field({
    description:
      'False when `events` is not everything missed (more than the catch-up carries, or older than the 30 days the log keeps): ' +
      'read the screens afresh.',
  })
  complete: boolean;
}

@Resolver()
export class LiveCatchUpResolver {
  constructor(
    private readonly log: EventLog,
    private readonly dataSource: DataSource,
  ) {}

  @Query(() => LiveCatchUp, {
    description:
      "The live feed's changes after `after` (the last `OrderEvent.sequence` the tab saw), for the back office after a " +
      'reconnect; without `after`, none, and the sequence to start from.',
  })
  async liveCatchUp(@Args('after', { type: () => Int, nullable: true }) after?: number | null) {
    const caughtUp = new LiveCatchUp();
    try {
      if (after === null || after === undefined)
        return Object.assign(caughtUp, { events: [], next: await this.log.head(), complete: true });
      const page = await this.log.page(after, CATCH_UP_LIMIT, { types: CAUGHT_UP_TYPES });
      const orderIds = page.rows.map((row) =>
        row.type === 'order-call.created' ? Number((JSON.parse(row.payload ?? '{}') as { order_id?: number }).order_id) : row.recordId,
      );
      const orders = await this.dataSource.getRepository(Order).findBy({ id: In([...new Set(orderIds), 0]) });
      const byId = new Map(orders.map((order) => [order.id, order]));
      const events = page.rows.map((row, i) =>
        Object.assign(new OrderEvent(), {
          kind: OrderEventKind[CHANGES[row.type as DomainEventType]!],
          orderId: orderIds[i],
          order: byId.get(orderIds[i]) ?? null,
          actorId: null,
          sequence: row.sequence,
        }),
      );
      return Object.assign(caughtUp, { events, next: page.next, complete: !page.hasMore });
    } catch (error) {
      if (!(error instanceof EventCursorExpired)) throw error;
      return Object.assign(caughtUp, { events: [], next: error.head, complete: false });
    }
  }
}
