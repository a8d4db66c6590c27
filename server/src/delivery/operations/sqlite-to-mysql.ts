import Database from 'better-sqlite3';
import { DataSource } from 'typeorm';
import type { AppConfig } from 'src/platform/config/app.config.js';
import { dataSourceOptions } from 'src/database/data-source.options.js';
import { underStartLock } from 'src/database/start-lock.js';

const ROWS_PER_INSERT = 200;

/**
 * Moves a single-machine installation's data (its SQLite file) into an empty MySQL database: the
 * schema from the migrations, as a MySQL start would build it, then every entity's and join
 * table's rows with their ids. SQLite holds what MySQL takes as it is: dates and times as text,
 * flags as 0/1.
 */
export async function copySqliteIntoMysql(sqliteFile: string, config: AppConfig): Promise<void> {
  const target = await new DataSource(dataSourceOptions(config)).initialize();
  const source = new Database(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    await underStartLock(target, () => target.runMigrations({ transaction: 'each' }));
    const runner = target.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      // Rows go in table by table; references are whole again once every table is in.
      await runner.query('SET FOREIGN_KEY_CHECKS=0');
      for (const { tableName, columns } of target.entityMetadatas) {
        const names = columns.map((column) => column.databaseName);
        const rows = source
          .prepare(`SELECT ${names.map((name) => `"${name}"`).join(', ')} FROM "${tableName}"`)
          .raw()
          .all() as unknown[][];
        // A row a migration put in (the site's settings, the duty rotation) is the source's to give.
        await runner.query('DELETE FROM ??', [tableName]);
        for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
          await runner.query(`INSERT INTO ?? (??) VALUES ?`, [tableName, names, rows.slice(start, start + ROWS_PER_INSERT)]);
        }
      }
      await runner.query('SET FOREIGN_KEY_CHECKS=1');
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  } finally {
    source.close();
    await target.destroy();
  }
}
