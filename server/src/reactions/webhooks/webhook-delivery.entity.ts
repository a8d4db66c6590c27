import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

export enum WebhookDeliveryStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  valuesMap: {
    PENDING: { description: 'Not yet answered with 2xx; tried again at nextAttemptAt' },
    DELIVERED: { description: 'The receiver answered 2xx' },
    FAILED: { description: 'Given up: 3 days of retries passed, or the endpoint answered 410' },
  },
});

/**
 * The outbox: one event for one endpoint, written in the transaction of the change that caused
 * it, then delivered by the worker (webhook-worker.ts) until a 2xx or three days. The last
 * attempt's outcome is kept on the row for the back office.
 */
@ObjectType({ description: 'One event sent (or being sent) to one webhook endpoint.' })
@Entity('webhook_deliveries')
@Index(['status', 'nextAttemptAt'])
@Index(['endpointId', 'createdAt'])
export class WebhookDelivery {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ name: 'endpoint_id', type: 'int' })
  endpointId: number;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint: Relation<WebhookEndpoint>;

  @Field({ description: 'The `webhook-id` header: the same on every attempt, so receivers can drop repeats.' })
  @Index({ unique: true })
  @Column({ name: 'message_id', type: 'varchar', length: 64 })
  messageId: string;

  /** The request the event is about (an order's or a call's), so the request page lists what was sent for it; null otherwise. */
  @Index('IDX_webhook_deliveries_order_id')
  @Column({ name: 'order_id', type: 'int', nullable: true })
  orderId: number | null;

  @Field({ description: 'order.created, ..., or webhook.test.' })
  @Column({ name: 'event_type', type: 'varchar', length: 64 })
  eventType: string;

  @Field({ description: 'The JSON body sent, byte for byte.' })
  @Column({ type: 'text' })
  payload: string;

  @Field(() => WebhookDeliveryStatus)
  @Column({ type: 'varchar', length: 16, default: WebhookDeliveryStatus.PENDING })
  status: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (pending only).' })
  @Column({ name: 'next_attempt_at', type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  /** No retry is scheduled past this moment: three days after the event (or a redelivery). */
  @Column({ name: 'give_up_at', type: 'datetime' })
  giveUpAt: Date;

  /** An instance working on the row holds it until then; another takes it only once it passed. */
  @Column({ name: 'lease_until', type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  @Column({ name: 'lease_owner', type: 'varchar', length: 64, nullable: true })
  leaseOwner: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'last_attempt_at', type: 'datetime', nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status; null when no answer came." })
  @Column({ name: 'last_status_code', type: 'int', nullable: true })
  lastStatusCode: number | null;

  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, milliseconds.' })
  @Column({ name: 'last_duration_ms', type: 'int', nullable: true })
  lastDurationMs: number | null;

  @Field(() => String, { nullable: true, description: "The first 1 KB of the last answer's body." })
  @Column({ name: 'last_response', type: 'text', nullable: true })
  lastResponse: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt got no answer (refused address, timeout ...).' })
  @Column({ name: 'last_error', type: 'varchar', length: 255, nullable: true })
  lastError: string | null;

  @Field()
  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
