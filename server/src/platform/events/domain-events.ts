import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { currentActor } from './acting-admin.js';
import { eventOf, type Actor, type DomainEvent, type DomainEventType, type NewDomainEvent, type RecordState } from './domain-event.js';
import { claimEdit, explainStaleEdit, StaleEdit, type EditClaim, type LastChange, type LastChangeReader } from './edit-claim.js';
import { readState, replacedSecrets, secretDigests } from './record-state.js';

/** Runs inside the write's transaction, on its manager: a throw rolls the write back. */
export type InTransactionHandler = (event: DomainEvent, manager: EntityManager) => Promise<void>;
/** Runs once the write committed, before its caller answers: a throw is logged, the write stands. */
export type AfterCommitHandler = (event: DomainEvent) => Promise<void>;

/** One write in progress: its transaction and the events it has published so far. */
export interface WriteUnit {
  /** The transaction's manager: every statement of the write goes through it. */
  readonly manager: EntityManager;
  /** The record as this transaction sees it now, for an event's before or after. */
  state(target: EntityTarget<ObjectLiteral>, id: number): Promise<RecordState | null>;
  /** Hands `event` to the in-transaction handlers now and to the after-commit ones once committed. */
  publish(event: NewDomainEvent): Promise<void>;
  /**
   * The usual write of one record: reads it before `write` (not for a create), runs `write`,
   * reads it after (not for a delete; a create's id is the answer's) and publishes `type`.
   */
  change<T extends { id: number }>(
    type: DomainEventType,
    target: EntityTarget<ObjectLiteral>,
    id: number | null,
    write: () => Promise<T>,
  ): Promise<T>;
  /**
   * Claims the record for an edit of its form fields (`edit-claim.ts`): raises its version if it
   * is still as the editor saw it, else the unit is refused with what changed. Returns the new version.
   */
  claimEdit(type: DomainEventType, target: EntityTarget<ObjectLiteral>, id: number, claim: EditClaim): Promise<number>;
}

/**
 * The domain-event bus (docs/ARCHITECTURE.md, "Domain events"). A service runs each write as a
 * unit of work, `events.write(async (unit) => ...)`: one transaction, in which it publishes the
 * write's events. Handlers come in two phases: in-transaction ones share the write's transaction
 * (an outbox row must exist exactly when the write does), after-commit ones see only committed
 * writes (the activity log, public-read invalidation). Listeners register at start; services
 * know none of them.
 */
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger(DomainEvents.name);
  private readonly inTransactionHandlers: InTransactionHandler[] = [];
  private readonly afterCommitHandlers: AfterCommitHandler[] = [];
  private readonly open = new AsyncLocalStorage<Unit>();
  /** Writes in progress (their unit or their after-commit handlers): a refused edit waits for them to name who changed the record. */
  private readonly settling = new Set<Promise<void>>();
  private lastChange: LastChangeReader = () => Promise.resolve(null);
  /** SQLite has one connection: two transactions at once would nest into each other's. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  /** Adds a handler of the in-transaction phase; returns its removal. */
  inTransaction(handler: InTransactionHandler): () => void {
    return register(this.inTransactionHandlers, handler);
  }

  /** Adds a handler of the after-commit phase; returns its removal. */
  afterCommit(handler: AfterCommitHandler): () => void {
    return register(this.afterCommitHandlers, handler);
  }

  /** The activity log tells who last changed a record (the events module imports no listener). */
  readLastChangeWith(reader: LastChangeReader): void {
    this.lastChange = reader;
  }

  /**
   * A record loaded for an edit, soft-deleted ones included: one deleted meanwhile is a 404 saying
   * so and until when it can be restored, not a bare "not found".
   */
  async editable<T extends ObjectLiteral>(
    type: DomainEventType,
    target: EntityTarget<T>,
    id: number,
    what: string,
    relations: Record<string, boolean> = {},
  ): Promise<T> {
    const found = await this.dataSource.manager.findOne(target, {
      where: { id } as never,
      relations: relations as never,
      withDeleted: true,
    });
    const deleted = found && this.dataSource.getMetadata(target).deleteDateColumn?.getEntityValue(found);
    if (found && !deleted) return found;
    throw await this.explain(new StaleEdit(type, target as EntityTarget<ObjectLiteral>, id, { what }));
  }

  /**
   * Runs `work` as one write: in a transaction, with the request's admin as the actor of its
   * events. A write started inside another joins it (one transaction, its events after the
   * outer commit). The after-commit handlers have run when the promise resolves.
   */
  async write<T>(work: (unit: WriteUnit) => Promise<T>): Promise<T> {
    const outer = this.open.getStore();
    if (outer) return work(outer);
    const committed: DomainEvent[] = [];
    const actor: Actor | null = currentActor() ?? null;
    const run = () =>
      this.dataSource.transaction((manager) => {
        const unit = new Unit(manager, actor, this.inTransactionHandlers, committed);
        return this.open.run(unit, () => work(unit));
      });
    // Known from its start, not from its commit: an editor refused for a stale version waits for
    // the writes in progress to have logged themselves before reading who changed the record.
    let finished!: () => void;
    const settled = new Promise<void>((resolve) => (finished = resolve));
    this.settling.add(settled);
    const finish = () => {
      this.settling.delete(settled);
      finished();
    };
    let result: T;
    try {
      result = this.dataSource.options.type === 'better-sqlite3' ? await this.inTurn(run) : await run();
    } catch (error) {
      finish();
      if (error instanceof StaleEdit) throw await this.explain(error);
      throw error;
    }
    try {
      for (const event of committed) await this.afterCommitted(event);
    } finally {
      finish();
    }
    return result;
  }

  /** Told once the refused unit rolled back and the writes that beat it have logged themselves. */
  private async explain(stale: StaleEdit) {
    await Promise.all([...this.settling]);
    let last: LastChange | null = null;
    try {
      last = await this.lastChange(stale.type, stale.id);
    } catch (error) {
      // Who changed it is a courtesy: the refusal itself must still reach the editor.
      this.logger.warn(`last change of ${stale.type} #${stale.id} unreadable: ${(error as Error).message}`);
    }
    return explainStaleEdit(this.dataSource.manager, stale, last);
  }

  private async afterCommitted(event: DomainEvent): Promise<void> {
    for (const handler of [...this.afterCommitHandlers]) {
      try {
        await handler(event);
      } catch (error) {
        // The write is committed and its caller is owed the answer; a lost side effect is reported.
        this.logger.error(`after-commit handler failed on ${event.type} #${event.id}: ${(error as Error).message}`);
      }
    }
  }

  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(run, run);
    this.queue = turn.catch(() => undefined);
    return turn;
  }
}

class Unit implements WriteUnit {
  constructor(
    readonly manager: EntityManager,
    private readonly actor: Actor | null,
    private readonly handlers: readonly InTransactionHandler[],
    private readonly committed: DomainEvent[],
  ) {}

  state(target: EntityTarget<ObjectLiteral>, id: number): Promise<RecordState | null> {
    return readState(this.manager, target, id);
  }

  async publish(event: NewDomainEvent): Promise<void> {
    const full = { ...event, actor: this.actor } as DomainEvent;
    for (const handler of [...this.handlers]) await handler(full, this.manager);
    this.committed.push(full);
  }

  async change<T extends { id: number }>(
    type: DomainEventType,
    target: EntityTarget<ObjectLiteral>,
    id: number | null,
    write: () => Promise<T>,
  ): Promise<T> {
    const action = type.slice(type.indexOf('.') + 1);
    const before = id === null || action === 'created' ? null : await this.state(target, id);
    // An update may replace a secret the event leaves out (a password): it names which, never the value.
    const secretsBefore = action === 'updated' && id !== null ? await secretDigests(this.manager, target, id) : null;
    const result = await write();
    let after = action === 'deleted' ? null : await this.state(target, id ?? result.id);
    const replaced = replacedSecrets(secretsBefore, secretsBefore && (await secretDigests(this.manager, target, id ?? result.id)));
    if (after && replaced.length > 0) after = { ...after, replacedSecrets: replaced };
    await this.publish(eventOf(type, { id: id ?? result.id, before, after }));
    return result;
  }

  claimEdit(type: DomainEventType, target: EntityTarget<ObjectLiteral>, id: number, claim: EditClaim): Promise<number> {
    return claimEdit(this.manager, type, target, id, claim);
  }
}

function register<H>(handlers: H[], handler: H): () => void {
  handlers.push(handler);
  return () => {
    const at = handlers.indexOf(handler);
    if (at >= 0) handlers.splice(at, 1);
  };
}
