import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import type { DomainEvent } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { FirstContactTarget, countOverdue } from 'src/domain/orders/first-contact-target.js';
import { Order, OrderStatus } from 'src/domain/orders/order.entity.js';

/**
 * The product's business figures (requests by door, status changes, minutes to the first call),
 * counted from the committed domain events: whichever door or job made the write (GraphQL, the
 * REST facade, the no-JS form, a call that reached the requester, a bulk change), it is counted
 * once, and a write that rolled back is never counted. No caller counts anything itself.
 */
@Injectable()
export class BusinessMetricsListener implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly metrics: Metrics,
    private readonly target: FirstContactTarget,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // Every status's series exists at 0 from the start, so the first change is an increase.
    this.metrics.startAtZero(
      this.metrics.requestStatusChanges,
      Object.values(OrderStatus).map((status) => ({ status })),
    );
    this.events.afterCommit(async (event) => this.count(event));
    // Overdue right now, read at each scrape; a database away leaves the last figure (readiness reports it).
    this.metrics.onScrape(() =>
      countOverdue(this.orders, this.target, this.clock.now()).then(
        (count) => this.metrics.requestsOverdue.set(count),
        () => undefined,
      ),
    );
  }

  private count(event: DomainEvent): void {
    const values = event.after?.values;
    switch (event.type) {
      case 'order.created':
        if (event.channel) this.metrics.requestCreated(event.channel);
        return;
      case 'order.status-changed':
        if (values) this.metrics.requestStatusChanged(String(values.status));
        return;
      case 'order.first-contacted': {
        if (!values?.firstContactAt) return;
        const minutes = this.target.minutesWaited(new Date(String(values.createdAt)), new Date(String(values.firstContactAt)));
        this.metrics.firstContact(minutes * 60, minutes > this.target.minutes);
        return;
      }
      default:
        return;
    }
  }
}
