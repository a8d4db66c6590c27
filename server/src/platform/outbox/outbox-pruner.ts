import type { DataSource, EntityTarget } from 'typeorm';
import type { Clock } from 'src/common/clock.js';
import { PeriodicPruner } from 'src/platform/retention/periodic-pruner.js';
import { OutboxStatus, type OutboxRow } from './outbox-row.js';

/** How long a finished row (delivered, or given up) stays in an outbox: a month of complaints to look into. */
export const OUTBOX_RETENTION_DAYS = 30;

const FINISHED = [OutboxStatus.DELIVERED, OutboxStatus.FAILED];

/**
 * Removes an outbox's finished rows whose last attempt (or creation, when none was made) is older
 * than the retention, on the shared hourly schedule; a row still pending is never removed.
 */
export abstract class OutboxPruner extends PeriodicPruner {
  protected constructor(
    private readonly dataSource: DataSource,
    clock: Clock,
    private readonly entity: EntityTarget<OutboxRow>,
    rows: string,
  ) {
    super(clock, rows, OUTBOX_RETENTION_DAYS);
  }

  async prune(): Promise<number> {
    const { affected } = await this.dataSource
      .getRepository(this.entity)
      .createQueryBuilder()
      .delete()
      .where('status IN (:...finished) AND COALESCE(last_attempt_at, created_at) < :cutoff', { finished: FINISHED, cutoff: this.cutoff() })
      .execute();
    return affected ?? 0;
  }
}
