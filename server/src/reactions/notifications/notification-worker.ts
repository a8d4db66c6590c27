import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { Clock, type Timer } from 'src/common/clock.js';
import { APP_CONFIG, type AppConfig } from 'src/platform/config/app.config.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { NotificationChannels } from './notification-channels.js';
import { NotificationDelivery, NotificationDeliveryStatus, type NotificationChannel } from './notification-delivery.entity.js';
import { notificationRetryDelayMs } from './notification-retry.js';
import type { SendOutcome } from './sms-provider.js';

/** How often each instance looks for due messages; a new one is also sent at once by the instance that wrote it. */
export const NOTIFICATION_POLL_INTERVAL_MS = 5_000;
/** Messages of one destination claimed per turn: sent one after another, in the order they were written. */
const BATCH = 10;

interface Lane {
  again: boolean;
  done: Promise<void>;
}

/**
 * Sends the notifications' outbox as the webhook worker sends its own (docs/ARCHITECTURE.md,
 * "Webhooks"): one lane per destination (an address or a mobile number), so a mailbox whose server
 * stalls holds back only its own messages. Each turn claims the lane's due rows by writing a lease
 * on them (MySQL/MariaDB: `FOR UPDATE SKIP LOCKED` by primary key; SQLite: one writer), sends them
 * one by one, and records each outcome only while still holding the lease: two instances never
 * both send a row, and a row whose instance died is sent again once its lease has passed. A row
 * waits while an earlier one of the same request and destination is still pending, so a request's
 * messages arrive in order.
 */
@Injectable()
export class NotificationWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(NotificationWorker.name);
  private readonly owner = randomUUID();
  private timer: Timer | null = null;
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private readonly lanes = new Map<string, Lane>();
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly channels: NotificationChannels,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.channels.on('email') && !this.channels.on('sms')) return;
    this.timer = this.clock.interval(NOTIFICATION_POLL_INTERVAL_MS, () => this.poll());
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    await this.looking;
    await Promise.all([...this.lanes.values()].map((lane) => lane.done));
  }

  kick(): void {
    void this.poll();
  }

  /** Sends everything due; resolves once every lane found (or running here) has had its turn. */
  poll(): Promise<void> {
    if (this.looking) {
      this.lookAgain = true;
      return this.looking;
    }
    const lanes = new Set<Promise<void>>();
    let finish: () => void = () => undefined;
    const looking = new Promise<void>((resolve) => (finish = resolve));
    this.looking = looking;
    this.lookAgain = true;
    void (async () => {
      try {
        while (this.lookAgain && !this.stopped) {
          this.lookAgain = false;
          for (const key of new Set([...(await this.dueLanes()), ...this.lanes.keys()])) lanes.add(this.lane(key));
        }
      } catch (error) {
        this.logger.warn(`notification look failed, retried on the next: ${this.channels.clean((error as Error).message)}`);
      } finally {
        this.looking = null;
      }
      await Promise.all(lanes);
      finish();
    })();
    return looking;
  }

  private async dueLanes(): Promise<string[]> {
    const rows = await this.due(this.dataSource.getRepository(NotificationDelivery).createQueryBuilder('d'), this.clock.now())
      .select('d.channel', 'channel')
      .addSelect('d.destination', 'destination')
      .distinct(true)
      .getRawMany<{ channel: NotificationChannel; destination: string }>();
    return rows.map((row) => laneKey(row.channel, row.destination));
  }

  /** Rows due now, not leased, with no earlier message of the same request to the same destination still pending. */
  private due(query: SelectQueryBuilder<NotificationDelivery>, now: Date): SelectQueryBuilder<NotificationDelivery> {
    return query
      .where('d.status = :pending', { pending: NotificationDeliveryStatus.PENDING })
      .andWhere('d.nextAttemptAt <= :now', { now })
      .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)')
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM notification_deliveries p WHERE p.channel = d.channel AND p.destination = d.destination
           AND p.order_id = d.order_id AND p.status = :pending AND p.id < d.id)`,
      );
  }

  private lane(key: string): Promise<void> {
    const running = this.lanes.get(key);
    if (running) {
      running.again = true;
      return running.done;
    }
    const lane: Lane = { again: false, done: Promise.resolve() };
    this.lanes.set(key, lane);
    lane.done = this.turns(key, lane).catch((error: Error) => {
      this.lanes.delete(key);
      this.logger.warn(`notification turn failed, retried on the next look: ${this.channels.clean(error.message)}`);
    });
    return lane.done;
  }

  private async turns(key: string, lane: Lane): Promise<void> {
    const [channel, destination] = parseLaneKey(key);
    for (;;) {
      lane.again = false;
      const claimed = this.stopped ? [] : await this.claim(channel, destination);
      for (const delivery of claimed) await this.deliver(delivery);
      if (this.stopped || (!lane.again && claimed.length < BATCH)) {
        this.lanes.delete(key);
        return;
      }
    }
  }

  private async claim(channel: NotificationChannel, destination: string): Promise<NotificationDelivery[]> {
    const now = this.clock.now();
    const mysql = this.dataSource.options.type === 'mysql';
    return this.events.write(async ({ manager }) => {
      const repository = manager.getRepository(NotificationDelivery);
      let rows = (await this.due(repository.createQueryBuilder('d'), now)
        .andWhere('d.channel = :channel AND d.destination = :destination', { channel, destination })
        .select('d.id', 'id')
        .orderBy('d.id', 'ASC')
        .limit(BATCH)
        .getRawMany()) as { id: number }[];
      if (rows.length === 0) return [];
      if (mysql) {
        // Locked by primary key (as the webhook worker does): rows another instance claimed meanwhile are left to it.
        const [sql, parameters] = repository
          .createQueryBuilder('d')
          .select('d.id', 'id')
          .where('d.id IN (:...ids)', { ids: rows.map((row) => row.id) })
          .andWhere('d.status = :pending', { pending: NotificationDeliveryStatus.PENDING })
          .andWhere('(d.leaseUntil IS NULL OR d.leaseUntil <= :now)', { now })
          .orderBy('d.id', 'ASC')
          .getQueryAndParameters();
        rows = (await manager.query(`${sql} FOR UPDATE SKIP LOCKED`, parameters)) as { id: number }[];
        if (rows.length === 0) return [];
      }
      const ids = rows.map((row) => Number(row.id));
      await repository.update(
        { id: In(ids) },
        { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.config.notifications.leaseMs) },
      );
      return repository.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
    });
  }

  private async deliver(delivery: NotificationDelivery): Promise<void> {
    const outcome = await this.channels.send(delivery.channel, delivery.destination, delivery.subject, delivery.body);
    await this.record(delivery, outcome);
  }

  /** Writes the attempt's outcome, only while the lease is still ours (else another instance owns the row now). */
  private async record(delivery: NotificationDelivery, outcome: SendOutcome): Promise<void> {
    const now = this.clock.now();
    const attempts = delivery.attempts + 1;
    let status = NotificationDeliveryStatus.PENDING;
    let nextAttemptAt: Date | null = null;
    if (outcome.ok) status = NotificationDeliveryStatus.DELIVERED;
    else if (outcome.permanent) status = NotificationDeliveryStatus.FAILED;
    else {
      nextAttemptAt = new Date(now.getTime() + notificationRetryDelayMs(attempts));
      if (nextAttemptAt > delivery.giveUpAt) {
        status = NotificationDeliveryStatus.FAILED;
        nextAttemptAt = null;
      }
    }
    const error = outcome.ok ? null : outcome.error.slice(0, 250);
    const { affected } = await this.events.write(({ manager }) =>
      manager
        .getRepository(NotificationDelivery)
        .update(
          { id: delivery.id, leaseOwner: this.owner },
          { attempts, status, nextAttemptAt, leaseOwner: null, leaseUntil: null, lastAttemptAt: now, lastError: error },
        ),
    );
    // Counted once, by the instance whose outcome the row keeps.
    if (affected)
      this.metrics.notificationAttempted(
        delivery.channel,
        outcome.ok ? 'delivered' : status === NotificationDeliveryStatus.FAILED ? 'failed' : 'retry',
      );
    if (error) {
      const next = status === NotificationDeliveryStatus.FAILED ? 'given up' : `tried again at ${nextAttemptAt?.toISOString()}`;
      this.logger.warn(`${delivery.channel} notification #${delivery.id} not sent (${error}); ${next}`);
    }
  }
}

function laneKey(channel: NotificationChannel, destination: string): string {
  return `${channel} ${destination}`;
}

function parseLaneKey(key: string): [NotificationChannel, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space) as NotificationChannel, key.slice(space + 1)];
}
