import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from 'src/common/clock.js';
import { PeriodicPruner } from 'src/platform/retention/periodic-pruner.js';
import { EventLogEntry } from './event-log.entity.js';

/** How long the log keeps an event (docs/INTEGRATORS.md, "Events feed"): a month of outage or a late integration can be caught up. */
export const EVENT_RETENTION_DAYS = 30;

/**
 * Removes events older than the retention. A row not yet numbered is kept whatever its age, so
 * pruning never opens a gap below a number still to be given.
 */
@Injectable()
export class EventLogPruner extends PeriodicPruner {
  constructor(
    private readonly dataSource: DataSource,
    clock: Clock,
  ) {
    super(clock, 'events', EVENT_RETENTION_DAYS);
  }

  async prune(): Promise<number> {
    const { affected } = await this.dataSource
      .getRepository(EventLogEntry)
      .createQueryBuilder()
      .delete()
      .where('created_at < :cutoff AND sequence IS NOT NULL', { cutoff: this.cutoff() })
      .execute();
    return affected ?? 0;
  }
}
