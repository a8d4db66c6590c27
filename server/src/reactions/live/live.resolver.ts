import { Resolver, Subscription } from '@nestjs/graphql';
import type { AuthUser } from 'src/common/auth/request-context.js';
import type { GraphqlContext } from 'src/domain/graphql-context.js';
import { SUPERADMIN } from 'src/domain/admins/admin.entity.js';
import { OrderEvent, OrderEventKind } from './order-event.output.js';
import { OrderFeed, type OrderFeedItem } from './order-feed.js';

/** Whether `user` is told a request passed its first-call target uncalled. */
async function hearsOverdue(item: OrderFeedItem, user: AuthUser | undefined): Promise<boolean> {
  if (!user) return false;
  if (user.roles.includes(SUPERADMIN)) return true;
  const ownerId = item.event.order?.ownerId ?? null;
  if (ownerId !== null) return ownerId === user.id;
  // The event's loaders are shared by its subscribers on this instance: one read of the admins for all.
  const admin = await item.loaders.admin.load(user.id);
  return Boolean(admin?.onDuty && admin.active);
}

@Resolver()
export class LiveResolver {
  constructor(private readonly feed: OrderFeed) {}

  @Subscription(() => OrderEvent, {
    description:
      'Every committed change to a request, for the back office (graphql-ws on /graphql, the admin token in connection_init). ' +
      'After a reconnect or a RESYNC, refetch what is shown: events are not replayed.',
    // The first-call alert is the superadmins' (docs/INTEGRATORS.md, "Live back office") and whoever has the request: its owner, or,
    // while it is unowned (a deactivated admin's; docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), the
    // admins on duty. Everyone sees every other change.
    filter: (item: OrderFeedItem, _args: unknown, context: GraphqlContext) =>
      item.event.kind !== OrderEventKind.FIRST_CONTACT_OVERDUE || hearsOverdue(item, context.req.authUser),
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
