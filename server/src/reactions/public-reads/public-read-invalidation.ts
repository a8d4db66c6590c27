import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { DomainEntity, DomainEvent } from 'src/platform/events/domain-event.js';
import { DomainEvents } from 'src/platform/events/domain-events.js';
import type { PublicTopic } from './public-topic.js';
import { PublicReadsService } from './public-reads.service.js';

/** The public topic each kind of record feeds; the others are never shown to visitors. */
const TOPIC_OF: Record<DomainEntity, PublicTopic | null> = {
  plan: 'plans',
  feature: 'features',
  theme: 'themes',
  category: 'categories',
  'work-sample': 'work-samples',
  admin: null,
  customer: null,
  'customer-plan': null,
  order: null,
  'order-call': null,
  'api-token': null,
  'webhook-endpoint': null,
  'site-settings': 'site',
  'faq-item': 'site',
  'admin-preference': null,
  'admin-two-factor': null,
};

/**
 * Drops the cached public answers a committed write made stale (docs/ARCHITECTURE.md, "Domain
 * events"), on this instance and through the bus on the others, before the write's caller gets
 * its answer. Services only publish what they wrote; no resolver or controller knows a cache exists.
 */
@Injectable()
export class PublicReadInvalidation implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly reads: PublicReadsService,
  ) {}

  onModuleInit(): void {
    this.events.afterCommit((event) => this.invalidate(event));
  }

  private async invalidate(event: DomainEvent): Promise<void> {
    const topic = TOPIC_OF[event.entity];
    if (topic) await this.reads.invalidate([topic]);
  }
}
