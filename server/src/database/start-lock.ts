import type { DataSource } from 'typeorm';

/**
 * Named locks are server-wide: the database's name is part of this one, so instances of another
 * database on the same server (a staging copy, the test workers) never wait on each other.
 * MySQL caps lock names at 64 characters.
 */
const LOCK_NAME = "LEFT(CONCAT('site-builder:start:', DATABASE()), 64)";
/** A migration of a large table can take minutes; a start that waits longer fails with a reason. */
const WAIT_SECONDS = 600;

/**
 * Runs `work` while holding a MySQL named lock, so instances started together migrate, create the
 * first admin and seed one after another: the second finds the work done. TypeORM has no
 * migration lock, and MySQL DDL is not transactional. The lock belongs to one connection, held
 * here for the whole `work`; it is released (or dies with the connection) whatever happens.
 * SQLite needs none: its file has one server.
 */
export async function underStartLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'mysql') return work();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [{ acquired }] = (await runner.query(`SELECT GET_LOCK(${LOCK_NAME}, ?) AS acquired`, [WAIT_SECONDS])) as {
      acquired: number | string | null;
    }[];
    if (Number(acquired) !== 1) throw new Error(`another instance held the start lock for ${WAIT_SECONDS} s`);
    try {
      return await work();
    } finally {
      await runner.query(`SELECT RELEASE_LOCK(${LOCK_NAME})`);
    }
  } finally {
    await runner.release();
  }
}
