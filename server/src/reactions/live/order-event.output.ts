import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Order } from 'src/domain/orders/order.entity.js';

export enum OrderEventKind {
  CREATED = 'CREATED',
  STATUS_CHANGED = 'STATUS_CHANGED',
  ASSIGNED = 'ASSIGNED',
  CALL_LOGGED = 'CALL_LOGGED',
  /** Sent to superadmins and whoever must call: the owner, or while unowned the admins on duty. */
  FIRST_CONTACT_OVERDUE = 'FIRST_CONTACT_OVERDUE',
  /** Events may have been missed (the server lost its link to the other instances for a while): refetch. */
  RESYNC = 'RESYNC',
}

registerEnumType(OrderEventKind, {
  name: 'OrderEventKind',
  valuesMap: {
    CREATED: { description: 'A request arrived (public form, REST or staff).' },
    STATUS_CHANGED: { description: "A request's status changed." },
    ASSIGNED: { description: 'A request was taken, assigned or released.' },
    CALL_LOGGED: { description: "A note or call was added to a request's timeline." },
    FIRST_CONTACT_OVERDUE: {
      description:
        'A request passed its first-call target without a call (announced once, by one instance). Sent to superadmins and ' +
        'whoever must call: its owner, or while it is unowned the admins on duty.',
    },
    RESYNC: { description: 'Events may have been missed: refetch what is shown.' },
  },
});

@ObjectType({ description: 'A committed change to a request, pushed to the back office.' })
export class OrderEvent {
  @Field(() => OrderEventKind)
  kind: OrderEventKind;

  @Field(() => Int, { nullable: true, description: 'Null for RESYNC.' })
  orderId: number | null;

  @Field(() => Order, { nullable: true, description: 'The request as it is after the change; null for RESYNC.' })
  order: Order | null;

  @Field(() => Int, { nullable: true, description: 'The admin who made the change; null for a visitor or RESYNC.' })
  actorId: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The event's number in the event log: after a reconnect, `liveCatchUp(after:)` with the last one seen brings what was " +
      'missed. Null for RESYNC, or when the log could not number it yet.',
  })
  sequence: number | null;
}
