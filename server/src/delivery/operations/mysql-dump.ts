import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createConnection, format, type Connection, type RowDataPacket } from 'mysql2/promise';

/** Rows per INSERT: one statement stays well under max_allowed_packet for this product's rows. */
const ROWS_PER_INSERT = 200;
const TABLE_MARK = '-- table: ';

function connect(url: string): Promise<Connection> {
  // Values travel as the server stores them: no time zone or number conversion on the way.
  return createConnection({ uri: url, dateStrings: true, supportBigNumbers: true, bigNumberStrings: true, multipleStatements: true });
}

/**
 * Writes every table of the database as a SQL script in mysqldump's form (CREATE TABLE, then
 * INSERTs), read inside one consistent snapshot, so the site keeps running while it is taken.
 * `mysql db < database.sql` loads it too. Strings are escaped with mysql2's escaping, which
 * writes no raw line break inside a literal.
 */
export async function dumpMysql(url: string, file: string): Promise<void> {
  const connection = await connect(url);
  const out = createWriteStream(file, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  try {
    await connection.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await connection.query('START TRANSACTION WITH CONSISTENT SNAPSHOT');
    await write('SET NAMES utf8mb4;\nSET FOREIGN_KEY_CHECKS=0;\nSET UNIQUE_CHECKS=0;\n');
    const [tables] = await connection.query<RowDataPacket[]>(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
    );
    for (const { name } of tables as { name: string }[]) {
      const [[created]] = await connection.query<RowDataPacket[]>(format('SHOW CREATE TABLE ??', [name]));
      await write(`${TABLE_MARK}${name}\nDROP TABLE IF EXISTS ${format('??', [name])};\n${created['Create Table'] as string};\n`);
      const [rows] = await connection.query<RowDataPacket[]>(format('SELECT * FROM ??', [name]));
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        const batch = rows.slice(start, start + ROWS_PER_INSERT);
        const columns = Object.keys(batch[0]);
        const values = batch.map((row) => format('(?)', [columns.map((column) => row[column] as string | Buffer | null)])).join(',\n');
        await write(`${format('INSERT INTO ?? (??) VALUES', [name, columns])}\n${values};\n`);
      }
    }
    await write('SET FOREIGN_KEY_CHECKS=1;\nSET UNIQUE_CHECKS=1;\n');
    await connection.query('COMMIT');
  } finally {
    out.end();
    await once(out, 'close');
    await connection.end();
  }
}

/** Whether the database holds no tables: a restore never mixes with existing data. */
export async function mysqlIsEmpty(url: string): Promise<boolean> {
  const connection = await connect(url);
  try {
    const [[{ count }]] = await connection.query<RowDataPacket[]>(
      'SELECT COUNT(*) AS count FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()',
    );
    return Number(count) === 0;
  } finally {
    await connection.end();
  }
}

/** Runs a script written by dumpMysql, one table at a time (one round trip each). */
export async function loadMysqlDump(url: string, file: string): Promise<void> {
  const script = await readFile(file, 'utf8');
  const connection = await connect(url);
  try {
    const [header, ...tables] = script.split(`\n${TABLE_MARK}`);
    await connection.query(header);
    for (const table of tables) {
      // The first line is the table name of the marker; the last chunk carries the closing SETs.
      await connection.query(`SET FOREIGN_KEY_CHECKS=0;\n${table.slice(table.indexOf('\n') + 1)}`);
    }
  } finally {
    await connection.end();
  }
}
