import { Resolver, Subscription } from '@nestjs/graphql';
import type { GraphqlContext } from 'src/graphql/graphql.options.js';
import { SUPERADMIN } from 'src/modules/admins/admin.entity.js';
import { OrderEvent, OrderEventKind } from './order-event.output.js';
import { OrderFeed, type OrderFeedItem } from './order-feed.js';

@Resolver()
export class LiveResolver {
  constructor(private readonly feed: OrderFeed) {}

  @Subscription(() => OrderEvent, {
    description:
      'Every committed change to a request, for the back office (graphql-ws on /graphql, the admin token in connection_init). ' +
      'After a reconnect or a RESYNC, refetch what is shown: events are not replayed.',
    // The first-call alert is the superadmins' (issue 22); everyone sees every other change.
    filter: (item: OrderFeedItem, _args: unknown, context: GraphqlContext) =>
      item.event.kind !== OrderEventKind.FIRST_CONTACT_OVERDUE || Boolean(context.req.authUser?.roles.includes(SUPERADMIN)),
    // Each event's relations (operator, owner) are read through loaders the event's local subscribers share.
    resolve(this: LiveResolver, item: OrderFeedItem, _args: unknown, context: GraphqlContext) {
      context.eventLoaders = item.loaders;
      return item.event;
    },
  })
  orderEvents(): AsyncIterableIterator<OrderFeedItem> {
    return this.feed.orderEvents();
  }
}
