import type { EntityManager } from 'typeorm';

/**
 * The lock option of a read that a write will follow: MySQL holds the row until commit; SQLite has
 * no row locks and needs none, its writes being serialized (DomainEvents runs one at a time).
 */
export const lockForUpdate = (manager: EntityManager) =>
  manager.connection.options.type === 'mysql' ? ({ mode: 'pessimistic_write' } as const) : undefined;
