import { Context, Field, Int, ObjectType, Parent, ResolveField, Resolver, registerEnumType } from '@nestjs/graphql';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Loaders } from 'src/domain/loaders.js';
import { Admin } from 'src/domain/admins/admin.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Order, OrderChannel, OrderStatus } from 'src/domain/orders/order.entity.js';
import { WebhookDelivery, WebhookDeliveryStatus } from 'src/reactions/webhooks/webhook-delivery.entity.js';
import { ActivityLog } from './activity-log.entity.js';
import { ActivityAction, ActivityEntity } from './activity.types.js';

export enum OrderHistoryKind {
  CREATED = 'CREATED',
  ASSIGNED = 'ASSIGNED',
  STATUS_CHANGED = 'STATUS_CHANGED',
  CONVERTED = 'CONVERTED',
  FIRST_CONTACT_OVERDUE = 'FIRST_CONTACT_OVERDUE',
  WEBHOOK_DELIVERED = 'WEBHOOK_DELIVERED',
}

registerEnumType(OrderHistoryKind, { name: 'OrderHistoryKind' });

@ObjectType({ description: "One step of a request's history besides its calls and notes (those are orderTimeline)." })
export class OrderHistoryEntry {
  @Field({ description: 'Unique within the request: the kind of source and its row (activity:12, webhook:3, created).' })
  id: string;

  @Field(() => OrderHistoryKind)
  kind: OrderHistoryKind;

  @Field()
  at: Date;

  @Field(() => Admin, { nullable: true, description: 'The admin who did it; null for a visitor, the system or an API token.' })
  author: Admin | null;

  @Field(() => String, { nullable: true, description: 'The API token that did it, by its name then.' })
  authorToken: string | null;

  @Field(() => OrderChannel, { nullable: true, description: 'CREATED: the door it came in by.' })
  channel: OrderChannel | null;

  @Field(() => OrderStatus, { nullable: true, description: 'STATUS_CHANGED: the status before.' })
  previousStatus: OrderStatus | null;

  @Field(() => OrderStatus, { nullable: true, description: 'STATUS_CHANGED: the status after.' })
  status: OrderStatus | null;

  @Field(() => Admin, { nullable: true, description: 'ASSIGNED: the new owner; null when left unowned.' })
  owner: Admin | null;

  @Field(() => Customer, { nullable: true, description: 'CONVERTED: the customer it became.' })
  customer: Customer | null;

  @Field(() => Int, { nullable: true, description: 'CONVERTED: the customer id (also when that customer was since deleted).' })
  customerId: number | null;

  @Field(() => String, { nullable: true, description: 'WEBHOOK_DELIVERED: the event sent (order.created ...).' })
  webhookEvent: string | null;

  @Field(() => String, { nullable: true, description: 'WEBHOOK_DELIVERED: the endpoint, by its description or its host.' })
  webhookEndpoint: string | null;
}

const LOGGED_KIND: Partial<Record<ActivityAction, OrderHistoryKind>> = {
  [ActivityAction.CREATE]: OrderHistoryKind.CREATED,
  [ActivityAction.ASSIGN]: OrderHistoryKind.ASSIGNED,
  [ActivityAction.STATUS]: OrderHistoryKind.STATUS_CHANGED,
  [ActivityAction.OVERDUE]: OrderHistoryKind.FIRST_CONTACT_OVERDUE,
};

const blank = { author: null, authorToken: null, channel: null, previousStatus: null, status: null, owner: null, customer: null };
const blankRest = { customerId: null, webhookEvent: null, webhookEndpoint: null };
/** An endpoint named by its host only: its path or query may carry a receiver's secret, and endpoints are superadmins' own. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};
const intOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The request page's timeline (docs/INTEGRATORS.md, "The request page"), read from what is kept already: the request's
 * creation, the activity log's entries for it (owner and status changes, conversion, the missed target) and the webhook
 * deliveries sent for it. Calls and notes are the request's orderTimeline; the page shows both as one list.
 */
@Resolver(() => Order)
export class OrderHistoryResolver {
  constructor(
    @InjectRepository(ActivityLog) private readonly log: Repository<ActivityLog>,
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
  ) {}

  @ResolveField(() => [OrderHistoryEntry], {
    description: 'Created, owner and status changes, conversion and webhooks delivered, oldest first (at most 200 of each).',
  })
  async history(@Parent() order: Order, @Context('loaders') loaders: Loaders): Promise<OrderHistoryEntry[]> {
    const [logged, delivered] = await Promise.all([
      this.log.find({
        where: { entityType: ActivityEntity.ORDER, entityId: order.id },
        order: { createdAt: 'ASC', id: 'ASC' },
        take: 200,
      }),
      this.deliveries.find({
        where: { orderId: order.id, status: WebhookDeliveryStatus.DELIVERED },
        relations: { endpoint: true },
        order: { id: 'ASC' },
        take: 200,
      }),
    ]);
    const adminOf = (id: number | null) => (id == null ? null : loaders.admin.load(id));
    const entries: OrderHistoryEntry[] = [];
    // A visitor's request has no log entry of its creation: the request itself tells it.
    const createdByLog = logged.find((entry) => entry.action === ActivityAction.CREATE);
    entries.push({
      ...blank,
      ...blankRest,
      id: 'created',
      kind: OrderHistoryKind.CREATED,
      at: order.createdAt,
      author: await adminOf(createdByLog?.adminId ?? null),
      authorToken: createdByLog?.apiTokenName ?? null,
      channel: order.channel,
    });
    for (const entry of logged) {
      const after = entry.after ?? {};
      const before = entry.before ?? {};
      const converted = entry.action === ActivityAction.UPDATE && 'customerId' in after;
      const kind = converted ? OrderHistoryKind.CONVERTED : LOGGED_KIND[entry.action];
      if (!kind || kind === OrderHistoryKind.CREATED) continue;
      const customerId = converted ? intOrNull(after.customerId) : null;
      entries.push({
        ...blank,
        ...blankRest,
        id: `activity:${entry.id}`,
        kind,
        at: entry.createdAt,
        author: await adminOf(entry.adminId),
        authorToken: entry.apiTokenName,
        previousStatus: kind === OrderHistoryKind.STATUS_CHANGED ? ((before.status as OrderStatus | undefined) ?? null) : null,
        status: kind === OrderHistoryKind.STATUS_CHANGED ? ((after.status as OrderStatus | undefined) ?? null) : null,
        owner: kind === OrderHistoryKind.ASSIGNED ? await adminOf(intOrNull(after.ownerId)) : null,
        customerId,
        customer: customerId == null ? null : await loaders.customer.load(customerId),
      });
    }
    for (const delivery of delivered) {
      entries.push({
        ...blank,
        ...blankRest,
        id: `webhook:${delivery.id}`,
        kind: OrderHistoryKind.WEBHOOK_DELIVERED,
        at: delivery.lastAttemptAt ?? delivery.createdAt,
        webhookEvent: delivery.eventType,
        webhookEndpoint: delivery.endpoint.description || hostOf(delivery.endpoint.url),
      });
    }
    // The creation first whatever the clocks say: the log keeps whole seconds on MySQL, so an owner given at once may
    // read as earlier than the request. The rest by time, a stable sort keeping the log's own order on a tie.
    const [created, ...rest] = entries;
    return [created, ...rest.sort((a, b) => a.at.getTime() - b.at.getTime())];
  }
}
