import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type NotificationChannel = 'email' | 'sms';
/** Why an admin is told: a request given to them, or one of theirs past its first-call target. */
export type NotificationKind = 'assigned' | 'overdue';

export enum NotificationDeliveryStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
}

/**
 * The notifications' outbox (docs/ARCHITECTURE.md, "Domain events"): one message to one admin on one
 * channel, written in the transaction of the change that caused it and sent by the worker
 * (notification-worker.ts) under a lease, retried until it goes or its day is over. `destination`
 * (the address or mobile number) is the queue: one queue per destination, in order per request.
 * The last attempt's error is kept, with every secret of the channel taken out.
 */
@Entity('notification_deliveries')
@Index(['status', 'nextAttemptAt'])
@Index(['channel', 'destination', 'orderId'])
export class NotificationDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 8 })
  channel: NotificationChannel;

  @Column({ type: 'varchar', length: 16 })
  kind: NotificationKind;

  @Column({ name: 'admin_id', type: 'int' })
  adminId: number;

  @Column({ type: 'varchar', length: 191 })
  destination: string;

  @Column({ name: 'order_id', type: 'int' })
  orderId: number;

  /** E-mail only. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  subject: string | null;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 16, default: NotificationDeliveryStatus.PENDING })
  status: NotificationDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /** Due then; in quiet hours, the next opening of business hours. */
  @Column({ name: 'next_attempt_at', type: 'datetime', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ name: 'give_up_at', type: 'datetime' })
  giveUpAt: Date;

  @Column({ name: 'lease_until', type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  @Column({ name: 'lease_owner', type: 'varchar', length: 64, nullable: true })
  leaseOwner: string | null;

  @Column({ name: 'last_attempt_at', type: 'datetime', nullable: true })
  lastAttemptAt: Date | null;

  @Column({ name: 'last_error', type: 'varchar', length: 255, nullable: true })
  lastError: string | null;

  @Column({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
