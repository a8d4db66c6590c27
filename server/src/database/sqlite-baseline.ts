import { Logger } from '@nestjs/common';
import Database from 'better-sqlite3';
import { DataSource, type MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;
type Db = Database.Database;

/**
 * Releases before versioned SQLite migrations built the embedded file with TypeORM's synchronize
 * and left no `migrations` table. Rule: a file that has tables but no `migrations` table gets
 * one marking as run the longest prefix of the SQLite migrations whose schema it already has
 * (tables, columns with type, nullability, default and key, indexes, foreign keys), compared with
 * that prefix applied to an empty database; the later migrations then run as usual. A file
 * matching no prefix is left untouched and the start stops, naming the difference: migrating a
 * schema nobody knows could lose data.
 */
export async function baselineSynchronizedSqlite(dataSource: DataSource, migrations: MigrationClass[]): Promise<void> {
  const db = (dataSource.driver as unknown as { databaseConnection: Db }).databaseConnection;
  const tables = userTables(db);
  if (tables.length === 0 || tables.includes(MIGRATIONS_TABLE)) return;
  const actual = schemaOf(db);
  let difference = '';
  for (let count = migrations.length; count > 0; count--) {
    const expected = await migratedSchema(migrations.slice(0, count));
    difference = firstDifference(expected, actual);
    if (difference) continue;
    markAsRun(db, migrations.slice(0, count));
    new Logger('Database').log(`baselined an embedded database built before versioned migrations: ${count} marked as run`);
    return;
  }
  throw new Error(`the embedded database was built by an unknown release and was left as it is: ${difference}`);
}

const MIGRATIONS_TABLE = 'migrations';

function userTables(db: Db): string[] {
  const rows = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all();
  return (rows as { name: string }[]).map((row) => row.name);
}

/** What a migration decides about a table, in a form that does not depend on how the table was built. */
function schemaOf(db: Db): Record<string, unknown> {
  const schema: Record<string, unknown> = {};
  for (const table of userTables(db)) {
    if (table === MIGRATIONS_TABLE) continue;
    const quoted = `"${table.replace(/"/g, '""')}"`;
    const indexes = (db.pragma(`index_list(${quoted})`) as { name: string; unique: number; origin: string }[])
      .map((index) => ({
        unique: index.unique,
        origin: index.origin,
        columns: (db.pragma(`index_info("${index.name.replace(/"/g, '""')}")`) as { name: string }[]).map((c) => c.name),
      }))
      .map((index) => JSON.stringify(index))
      .sort();
    const foreignKeys = (db.pragma(`foreign_key_list(${quoted})`) as Record<string, unknown>[])
      .map(({ table: target, from, to, on_update, on_delete }) => JSON.stringify({ target, from, to, on_update, on_delete }))
      .sort();
    schema[table] = { columns: db.pragma(`table_info(${quoted})`), indexes, foreignKeys };
  }
  return schema;
}

async function migratedSchema(migrations: MigrationClass[]): Promise<Record<string, unknown>> {
  const scratch = new DataSource({ type: 'better-sqlite3', database: ':memory:', migrations, logging: false });
  await scratch.initialize();
  try {
    await scratch.runMigrations({ transaction: 'each' });
    return schemaOf((scratch.driver as unknown as { databaseConnection: Db }).databaseConnection);
  } finally {
    await scratch.destroy();
  }
}

function firstDifference(expected: Record<string, unknown>, actual: Record<string, unknown>): string {
  for (const table of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    if (!(table in actual)) return `table ${table} is missing`;
    if (!(table in expected)) return `table ${table} is unknown`;
    if (JSON.stringify(expected[table]) !== JSON.stringify(actual[table])) return `table ${table} differs`;
  }
  return '';
}

/** The table and rows TypeORM's migration executor itself writes on SQLite. */
function markAsRun(db: Db, migrations: MigrationClass[]): void {
  db.transaction(() => {
    db.exec(
      `CREATE TABLE "${MIGRATIONS_TABLE}" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "timestamp" bigint NOT NULL, "name" varchar NOT NULL)`,
    );
    const insert = db.prepare(`INSERT INTO "${MIGRATIONS_TABLE}" ("timestamp", "name") VALUES (?, ?)`);
    for (const migration of migrations) {
      const name = new migration().name ?? migration.name;
      insert.run(Number(/(\d{13})$/.exec(name)![1]), name);
    }
  })();
}
