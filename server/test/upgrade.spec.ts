import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createConnection, type Connection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import { createApp } from 'src/bootstrap.js';
import { loadConfig } from 'src/platform/config/app.config.js';
import { MIGRATIONS } from 'src/database/migrations/index.js';
import { SQLITE_MIGRATIONS } from 'src/database/migrations-sqlite/index.js';
import { baselineSynchronizedSqlite } from 'src/database/sqlite-baseline.js';
import { DataKeyring, isEncrypted, parseDataKey } from 'src/common/crypto/data-keyring.js';
import { ENCRYPTED_COLUMNS } from 'src/database/data-keys.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const FIXTURES = join(import.meta.dirname, 'fixtures');
  const ROWS_PER_TABLE = 3;
  const mysqlUrl = process.env.TEST_DATABASE_URL;

  interface ColumnInfo {
    name: string;
    type: string;
    autoIncrement: boolean;
    enumValue?: string;
    references?: { table: string; column: string };
  }

  type Rows = Record<string, unknown>[];

  /** The engine under test, reduced to what filling and reading every table needs. */
  interface Engine {
    tables(): Promise<string[]>;
    columns(table: string): Promise<ColumnInfo[]>;
    insert(table: string, row: Record<string, unknown>): Promise<void>;
    rows(table: string): Promise<Rows>;
  }

  /** A value of the column's type that says which row it belongs to; JSON in text columns, which may be simple-json. */
  function valueFor(column: ColumnInfo, row: number): unknown {
    // Live rows: the trash purger rightly removes rows deleted more than 30 s ago.
    if (column.name === 'deleted_at') return null;
    if (column.enumValue !== undefined) return column.enumValue;
    const type = column.type.toLowerCase();
    const length = Number(/\((\d+)\)/.exec(type)?.[1] ?? 0);
    if (type.startsWith('tinyint') || type.startsWith('boolean')) return row % 2;
    if (/int/.test(type)) return row * 7 + 3;
    if (/decimal|numeric|float|double|real/.test(type)) return `${row * 1000 + 250}.50`;
    if (/^(datetime|timestamp)/.test(type)) return `2026-0${row}-1${row} 0${row}:2${row}:3${row}`;
    if (type.startsWith('date')) return `2026-0${row}-2${row}`;
    if (/text|json/.test(type)) return JSON.stringify({ row, column: column.name, note: 'ردیف پیش از به‌روزرسانی' });
    const text = `${column.name}-${row}-متن`;
    return length ? text.slice(0, length) : text;
  }

  /** Every table gets rows, parents first, each foreign key pointing at a row of its parent. */
  async function fillEveryTable(engine: Engine): Promise<Record<string, number>> {
    const tables = await engine.tables();
    const columns = Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await engine.columns(t)] as const)));
    const filled = new Map<string, Rows>();
    while (filled.size < tables.length) {
      const ready = tables.filter(
        (t) => !filled.has(t) && columns[t].every((c) => !c.references || c.references.table === t || filled.has(c.references.table)),
      );
      if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${tables.filter((t) => !filled.has(t)).join(', ')}`);
      for (const table of ready) {
        const rows: Rows = [];
        for (let i = 1; i <= ROWS_PER_TABLE; i++) {
          const row: Record<string, unknown> = {};
          for (const column of columns[table]) {
            const parent = column.references;
            row[column.name] = parent && parent.table !== table ? filled.get(parent.table)![i - 1][parent.column] : valueFor(column, i);
            if (column.autoIncrement) row[column.name] = i;
          }
          await engine.insert(table, row);
          rows.push(row);
        }
        filled.set(table, rows);
      }
    }
    return Object.fromEntries(tables.map((t) => [t, ROWS_PER_TABLE]));
  }

  async function snapshot(engine: Engine, tables: string[]): Promise<Record<string, Rows>> {
    return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await engine.rows(t)] as const)));
  }

  /** What a column a later migration added holds for old rows: nothing, a record's first edit version, or off duty. */
  const ADDED_COLUMN_DEFAULTS: Record<string, unknown> = { version: 1, on_duty: 0, login_unlocks: 0 };
  /** Added columns an old row gets a value of its own for: an order's reference, 9 and its id in nine digits. */
  const ADDED_COLUMN_VALUES: Record<string, (row: Record<string, unknown>) => unknown> = {
    reference: (row) => `9${String(row.id).padStart(9, '0')}`,
  };

  /**
   * The rows as they were, in the columns they had: a column a later migration added (customers'
   * deleted_at, every record's version) is left out, after checking it holds what old rows get.
   */
  function inColumnsOf(before: Record<string, Rows>, after: Record<string, Rows>): Record<string, Rows> {
    return Object.fromEntries(
      Object.entries(after).map(([table, rows]) => [
        table,
        rows.map((row, index) => {
          const old = before[table]?.[index] ?? {};
          for (const [column, value] of Object.entries(row))
            if (!(column in old)) {
              const expected = ADDED_COLUMN_VALUES[column]?.(row) ?? ADDED_COLUMN_DEFAULTS[column] ?? null;
              expect([table, column, value]).toEqual([table, column, expected]);
            }
          return Object.fromEntries(Object.entries(row).filter(([column]) => column in old));
        }),
      ]),
    );
  }

  /**
   * The rows with their encrypted columns opened by the key the start generated into `dataDir`,
   * after checking each value was encrypted (issue 34: the migration encrypts rows made before it).
   */
  function decrypted(dataDir: string, tables: Record<string, Rows>): Record<string, Rows> {
    const keyring = new DataKeyring(parseDataKey('key', readFileSync(join(dataDir, 'data-encryption-key'), 'utf8')));
    return Object.fromEntries(
      Object.entries(tables).map(([table, rows]) => [
        table,
        rows.map((row) => {
          const opened = { ...row };
          for (const { column } of ENCRYPTED_COLUMNS.filter((c) => c.table === table)) {
            const value = row[column];
            if (typeof value !== 'string') continue;
            expect([table, column, isEncrypted(value)]).toEqual([table, column, true]);
            opened[column] = keyring.decrypt(value);
          }
          return opened;
        }),
      ]),
    );
  }

  function sqliteEngine(db: Database.Database): Engine {
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    return {
      async tables() {
        const rows = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all();
        return (rows as { name: string }[]).map((r) => r.name).filter((name) => name !== 'migrations');
      },
      async columns(table) {
        const keys = db.pragma(`foreign_key_list(${quote(table)})`) as { table: string; from: string; to: string }[];
        const sql = (db.prepare(`SELECT sql FROM sqlite_master WHERE name = ?`).get(table) as { sql: string }).sql;
        return (db.pragma(`table_info(${quote(table)})`) as { name: string; type: string; pk: number }[]).map((c) => {
          const key = keys.find((k) => k.from === c.name);
          return {
            name: c.name,
            type: c.type,
            autoIncrement: c.pk === 1 && new RegExp(`"${c.name}" integer PRIMARY KEY AUTOINCREMENT`).test(sql),
            references: key && { table: key.table, column: key.to },
          };
        });
      },
      async insert(table, row) {
        const names = Object.keys(row);
        db.prepare(`INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`).run(
          ...Object.values(row),
        );
      },
      async rows(table) {
        return db.prepare(`SELECT * FROM ${quote(table)} ORDER BY rowid`).all() as Rows;
      },
    };
  }

  function mysqlEngine(connection: Connection, database: string): Engine {
    const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;
    return {
      async tables() {
        const [rows] = await connection.query(
          `SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME <> 'migrations' ORDER BY TABLE_NAME`,
          [database],
        );
        return (rows as { name: string }[]).map((r) => r.name);
      },
      async columns(table) {
        const [columns] = await connection.query(
          `SELECT c.COLUMN_NAME AS name, c.COLUMN_TYPE AS type, c.EXTRA AS extra, k.REFERENCED_TABLE_NAME AS refTable,
                k.REFERENCED_COLUMN_NAME AS refColumn
           FROM information_schema.COLUMNS c
           LEFT JOIN information_schema.KEY_COLUMN_USAGE k ON k.TABLE_SCHEMA = c.TABLE_SCHEMA AND k.TABLE_NAME = c.TABLE_NAME
                AND k.COLUMN_NAME = c.COLUMN_NAME AND k.REFERENCED_TABLE_NAME IS NOT NULL
          WHERE c.TABLE_SCHEMA = ? AND c.TABLE_NAME = ? ORDER BY c.ORDINAL_POSITION`,
          [database, table],
        );
        return (columns as { name: string; type: string; extra: string; refTable: string | null; refColumn: string | null }[]).map((c) => {
          const options = /^enum\((.*)\)$/.exec(c.type)?.[1].split(',');
          return {
            name: c.name,
            type: c.type,
            autoIncrement: /auto_increment/i.test(c.extra),
            references: c.refTable ? { table: c.refTable, column: c.refColumn! } : undefined,
            enumValue: options?.[0].slice(1, -1),
          };
        });
      },
      async insert(table, row) {
        const names = Object.keys(row);
        await connection.query(`INSERT INTO ${quote(table)} (${names.map(quote).join(', ')}) VALUES (?)`, [Object.values(row)]);
      },
      async rows(table) {
        const [rows] = await connection.query(`SELECT * FROM ${quote(table)} ORDER BY 1`);
        return rows as Rows;
      },
    };
  }

  async function startCurrentBuild(env: Record<string, string>) {
    const app = await createApp(
      loadConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'upgrade-pass', SEED_DEMO: 'true', ...env }),
    );
    await app.init();
    return app;
  }

  async function pendingSchemaChanges(dataSource: DataSource): Promise<string[]> {
    let diffSource = dataSource;
    if (dataSource.options.type === 'mysql') {
      // TypeORM's mysql driver misreads MariaDB column defaults; its mariadb driver reads them right.
      const [{ version }] = await dataSource.query('SELECT VERSION() AS version');
      diffSource = new DataSource({ ...dataSource.options, type: /mariadb/i.test(version) ? 'mariadb' : 'mysql', logging: false } as never);
      await diffSource.initialize();
    }
    try {
      return (await diffSource.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query);
    } finally {
      if (diffSource !== dataSource) await diffSource.destroy();
    }
  }

  describe('upgrading a database made by the release before versioned SQLite migrations', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'upgrade-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    (mysqlUrl ? it.skip : it)('embedded SQLite built by synchronize: baselined, every row intact, nothing left to migrate', async () => {
      const file = join(dataDir, 'site.sqlite');
      const db = new Database(file);
      db.pragma('foreign_keys = ON');
      db.exec(readFileSync(join(FIXTURES, 'sqlite-schema-before-sqlite-migrations.sql'), 'utf8'));
      const engine = sqliteEngine(db);
      const counts = await fillEveryTable(engine);
      const tables = Object.keys(counts);
      const before = await snapshot(engine, tables);
      db.close();

      const app = await startCurrentBuild({ DATA_DIR: dataDir });
      try {
        const dataSource = app.get(DataSource);
        expect(await pendingSchemaChanges(dataSource)).toEqual([]);
        const ran = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
        expect(ran.map((m) => m.name)).toEqual(SQLITE_MIGRATIONS.map((m) => new m().name));
      } finally {
        await app.close();
      }
      const after = new Database(file, { readonly: true });
      try {
        expect(inColumnsOf(before, decrypted(dataDir, await snapshot(sqliteEngine(after), tables)))).toEqual(before);
      } finally {
        after.close();
      }
      console.log(`SQLite upgrade: ${tables.length} tables, rows intact: ${JSON.stringify(counts)}`);
    });

    (mysqlUrl ? it.skip : it)('refuses a SQLite file whose schema matches no known release, and leaves it untouched', async () => {
      const dir = mkdtempSync(join(dataDir, 'unknown-'));
      const db = new Database(join(dir, 'site.sqlite'));
      db.exec(readFileSync(join(FIXTURES, 'sqlite-schema-before-sqlite-migrations.sql'), 'utf8'));
      db.exec('ALTER TABLE "plans" ADD COLUMN "colour" varchar(16)');
      db.close();
      // What DatabaseModule runs before the migrations (Nest ends the process on a failed start).
      const dataSource = await new DataSource({ type: 'better-sqlite3', database: join(dir, 'site.sqlite') }).initialize();
      try {
        await expect(baselineSynchronizedSqlite(dataSource, SQLITE_MIGRATIONS)).rejects.toThrow(
          /the embedded database was built by an unknown release and was left as it is: table plans differs/,
        );
      } finally {
        await dataSource.destroy();
      }
      const untouched = new Database(join(dir, 'site.sqlite'), { readonly: true });
      expect(untouched.prepare(`SELECT name FROM sqlite_master WHERE name = 'migrations'`).all()).toEqual([]);
      untouched.close();
    });

    (mysqlUrl ? it : it.skip)('MySQL/MariaDB migrated by that release: every row intact, nothing left to migrate', async () => {
      const url = new URL(mysqlUrl!);
      const database = url.pathname.slice(1);
      url.pathname = '/';
      const server = await createConnection(url.toString());
      await server.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await server.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await server.end();
      const connection = await createConnection({ uri: mysqlUrl!, multipleStatements: true, dateStrings: true, timezone: 'Z' });
      try {
        await connection.query(readFileSync(join(FIXTURES, 'mysql-schema-before-sqlite-migrations.sql'), 'utf8'));
        const engine = mysqlEngine(connection, database);
        const counts = await fillEveryTable(engine);
        const tables = Object.keys(counts);
        const before = await snapshot(engine, tables);

        const app = await startCurrentBuild({ DATA_DIR: dataDir, DATABASE_URL: mysqlUrl! });
        try {
          const dataSource = app.get(DataSource);
          expect(await pendingSchemaChanges(dataSource)).toEqual([]);
          const ran = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as { name: string }[];
          expect(ran.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => new m().name));
        } finally {
          await app.close();
        }
        expect(inColumnsOf(before, decrypted(dataDir, await snapshot(engine, tables)))).toEqual(before);
        console.log(`MySQL/MariaDB upgrade: ${tables.length} tables, rows intact: ${JSON.stringify(counts)}`);
      } finally {
        await connection.end();
      }
    });
  });
});
