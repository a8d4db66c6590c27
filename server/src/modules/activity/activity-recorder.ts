import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Clock } from 'src/common/clock.js';
import { DataSource, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { Admin } from 'src/modules/admins/admin.entity.js';
import { Category } from 'src/modules/categories/category.entity.js';
import { CustomerPlan } from 'src/modules/customer-plans/customer-plan.entity.js';
import { Customer } from 'src/modules/customers/customer.entity.js';
import { Feature } from 'src/modules/features/feature.entity.js';
import { Order } from 'src/modules/orders/order.entity.js';
import { Plan } from 'src/modules/plans/plan.entity.js';
import { Theme } from 'src/modules/themes/theme.entity.js';
import { WorkSample } from 'src/modules/work-samples/work-sample.entity.js';
import { currentAdmin } from './acting-admin.js';
import { ActivityLog, type Snapshot } from './activity-log.entity.js';
import { ActivityAction, ActivityEntity } from './activity.types.js';
import { RECORDS_ACTIVITY, type ActivityMark } from './records-activity.decorator.js';

type Method = (...args: unknown[]) => Promise<unknown>;

const TARGETS: Record<ActivityEntity, EntityTarget<ObjectLiteral>> = {
  [ActivityEntity.ADMIN]: Admin,
  [ActivityEntity.CUSTOMER]: Customer,
  [ActivityEntity.CUSTOMER_PLAN]: CustomerPlan,
  [ActivityEntity.THEME]: Theme,
  [ActivityEntity.CATEGORY]: Category,
  [ActivityEntity.PLAN]: Plan,
  [ActivityEntity.FEATURE]: Feature,
  [ActivityEntity.PLAN_FEATURES]: Plan,
  [ActivityEntity.WORK_SAMPLE]: WorkSample,
  [ActivityEntity.ORDER]: Order,
};

/** Kept out of the log: secrets, and bookkeeping no reader asks about. */
const UNLOGGED = new Set(['passwordHash', 'tokenVersion', 'createdAt', 'updatedAt', 'deletedAt']);
const LABEL_LENGTH = 191;

/** Set while a logged write runs, so the logged writes it calls in turn are part of its one entry. */
const insideLoggedWrite = new AsyncLocalStorage<true>();

/**
 * Wraps every provider method marked `@RecordsActivity(...)` once at start, so services only
 * declare their writes and neither resolvers nor controllers log anything. The record as it was
 * is read before the write and as it is after, and the entry is written right after the write
 * succeeded; a write that threw leaves no entry.
 */
@Injectable()
export class ActivityRecorder implements OnModuleInit {
  private readonly logger = new Logger(ActivityRecorder.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, Method> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, Method>;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const mark = Reflect.getMetadata(RECORDS_ACTIVITY, prototype[name]) as ActivityMark | undefined;
        if (!mark) continue;
        const method = instance[name];
        const wrapped = this.wrap(method, mark);
        // Other start-up wrappers (the public-read invalidation) find their marks on whatever they wrap.
        for (const key of Reflect.getMetadataKeys(method)) Reflect.defineMetadata(key, Reflect.getMetadata(key, method), wrapped);
        instance[name] = wrapped;
      }
    }
  }

  private wrap(method: Method, mark: ActivityMark): Method {
    const snapshot = (entity: ActivityEntity, id: number) => this.snapshot(entity, id);
    const record = (...entry: Parameters<ActivityRecorder['record']>) => this.record(...entry);
    const logger = this.logger;
    return async function (this: unknown, ...args: unknown[]) {
      const admin = currentAdmin();
      if (!admin || insideLoggedWrite.getStore()) return method.apply(this, args);
      return insideLoggedWrite.run(true, async () => {
        const id = typeof args[0] === 'number' ? args[0] : null;
        const before = mark.action === ActivityAction.CREATE || id === null ? null : await snapshot(mark.entity, id);
        const result = await method.apply(this, args);
        try {
          await record(admin.id, mark, id ?? idOf(result), before);
        } catch (error) {
          // The write is done and answered; a lost entry must not turn it into a failure.
          logger.error(`activity not logged: ${(error as Error).message}`);
        }
        return result;
      });
    };
  }

  private async record(adminId: number, { action, entity }: ActivityMark, id: number | null, before: Loaded | null): Promise<void> {
    const after = action === ActivityAction.DELETE || id === null ? null : await this.snapshot(entity, id);
    let was: Snapshot | null = before?.values ?? null;
    let now: Snapshot | null = after?.values ?? null;
    if (was && now) [was, now] = changed(was, now);
    const log = this.dataSource.getRepository(ActivityLog);
    await log.save(
      log.create({
        adminId,
        action,
        entityType: entity,
        entityId: id,
        label: (after?.label ?? before?.label ?? (id === null ? '' : `#${id}`)).slice(0, LABEL_LENGTH),
        before: was,
        after: now,
        createdAt: this.clock.now(),
      }),
    );
  }

  private async snapshot(entity: ActivityEntity, id: number): Promise<Loaded | null> {
    const repository = this.dataSource.getRepository(TARGETS[entity]);
    const plans = entity === ActivityEntity.PLAN_FEATURES;
    const row = await repository.findOne({ where: { id }, withDeleted: true, relations: plans ? { features: true } : undefined });
    if (!row) return null;
    const label = labelOf(row);
    if (plans) return { label, values: { featureIds: (row.features as { id: number }[]).map((f) => f.id).sort((a, b) => a - b) } };
    const values: Snapshot = {};
    for (const column of repository.metadata.columns) {
      if (!column.isSelect || UNLOGGED.has(column.propertyName)) continue;
      const value: unknown = column.getEntityValue(row);
      values[column.propertyName] = value instanceof Date ? value.toISOString() : value;
    }
    return { label, values };
  }
}

interface Loaded {
  label: string;
  values: Snapshot;
}

function idOf(result: unknown): number | null {
  const id = (result as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : null;
}

/** The record as staff name it: a person's full name, else its title or domain. */
function labelOf(row: ObjectLiteral): string {
  const person = [row.name, row.family].filter((part) => typeof part === 'string' && part).join(' ');
  const named = row.title ?? row.domainName ?? row.fullName;
  return person || (typeof named === 'string' ? named : `#${row.id}`);
}

/** Only the fields the write changed, on both sides. */
function changed(before: Snapshot, after: Snapshot): [Snapshot, Snapshot] {
  const was: Snapshot = {};
  const now: Snapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return [was, now];
}
