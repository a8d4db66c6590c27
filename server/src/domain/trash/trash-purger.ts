import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { Clock, type Timer } from 'src/common/clock.js';
import { undoCutoff } from 'src/common/database/soft-delete.js';
import { Category } from 'src/domain/categories/category.entity.js';
import { CustomerPlan } from 'src/domain/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/domain/customers/customer.entity.js';
import { Feature } from 'src/domain/features/feature.entity.js';
import { ImagesService } from 'src/platform/files/images.service.js';
import { Plan } from 'src/domain/plans/plan.entity.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';

/** How often each instance looks for deletes whose undo window has passed. */
export const PURGE_INTERVAL_MS = 10_000;

interface Bin {
  entity: EntityTarget<ObjectLiteral>;
  /** Columns holding image keys, removed from the file store once the row is gone. */
  images: string[];
  /** Extra SQL a purgeable row must satisfy (alias `t`). */
  purgeable?: string;
}

/**
 * Customer plans go first: a deleted plan still named by a deleted customer plan waits (the
 * foreign key is RESTRICT) until that customer plan is purged, on the same or a later sweep.
 * Join rows (a theme's categories, a plan's features…) go with their row through ON DELETE CASCADE.
 */
const BINS: Bin[] = [
  { entity: CustomerPlan, images: [] },
  { entity: Customer, images: [] },
  { entity: Plan, images: [], purgeable: 'NOT EXISTS (SELECT 1 FROM customer_plans cp WHERE cp.plan_id = t.id)' },
  { entity: Feature, images: [] },
  { entity: Category, images: ['image'] },
  { entity: WorkSample, images: ['image'] },
];

/**
 * Empties the bin: rows deleted longer ago than the undo window, then their image files. Safe
 * with several instances sweeping at once: the DELETE is idempotent (a row another instance took
 * is simply not there), and a file is removed only after its row is gone, so a restore that won
 * the race keeps its image.
 */
@Injectable()
export class TrashPurger implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TrashPurger.name);
  private timer: Timer | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly images: ImagesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.purgeQuietly();
    this.timer = this.clock.interval(PURGE_INTERVAL_MS, () => this.purgeQuietly());
  }

  async onApplicationShutdown(): Promise<void> {
    this.timer?.cancel();
    await this.running;
  }

  /** One sweep; resolves when every bin is done. Also called by tests after moving the clock. */
  async purge(): Promise<number> {
    const cutoff = undoCutoff(this.clock.now());
    let purged = 0;
    for (const bin of BINS) purged += await this.purgeBin(bin, cutoff);
    return purged;
  }

  private async purgeQuietly(): Promise<void> {
    if (this.running) return;
    this.running = this.purge()
      .then((n) => void (n > 0 && this.logger.log(`purged ${n} deleted record(s)`)))
      .catch((error: Error) => this.logger.warn(`purge failed, retried on the next sweep: ${error.message}`))
      .finally(() => (this.running = null));
    await this.running;
  }

  private async purgeBin(bin: Bin, cutoff: Date): Promise<number> {
    const repository = this.dataSource.getRepository(bin.entity);
    const query = repository
      .createQueryBuilder('t')
      .withDeleted()
      .select('t.id', 'id')
      .where('t.deleted_at IS NOT NULL AND t.deleted_at < :cutoff', { cutoff });
    for (const column of bin.images) query.addSelect(`t.${column}`, column);
    if (bin.purgeable) query.andWhere(bin.purgeable);
    const rows = await query.getRawMany<Record<string, unknown>>();
    if (rows.length === 0) return 0;
    const table = repository.metadata.tableName;
    let purged = 0;
    // One row at a time, so the instance whose DELETE took the row is the one that removes its
    // files; the conditions are checked again, so a restore in between keeps its row and image.
    for (const row of rows) {
      const remove = repository
        .createQueryBuilder()
        .delete()
        .where('id = :id AND deleted_at IS NOT NULL AND deleted_at < :cutoff', { id: row.id, cutoff });
      if (bin.purgeable) remove.andWhere(bin.purgeable.replace(/\bt\.id\b/g, `${table}.id`));
      const { affected } = await remove.execute();
      if (!affected) continue;
      purged += 1;
      for (const column of bin.images) await this.images.removeQuietly(typeof row[column] === 'string' ? row[column] : null);
    }
    return purged;
  }
}
