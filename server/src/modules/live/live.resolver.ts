import { Resolver, Subscription } from '@nestjs/graphql';
import type { GraphqlContext } from 'src/graphql/graphql.options.js';
import { OrderEvent } from './order-event.output.js';
import { OrderFeed, type OrderFeedItem } from './order-feed.js';

@Resolver()
export class LiveResolver {
  constructor(private readonly feed: OrderFeed) {}

  @Subscription(() => OrderEvent, {
    description:
      'Every committed change to a request, for the back office (graphql-ws on /graphql, the admin token in connection_init). ' +
      'After a reconnect or a RESYNC, refetch what is shown: events are not replayed.',
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
