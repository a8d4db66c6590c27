import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { DataKeyring, ENCRYPTED_PREFIX, isEncrypted, keyIdOf, newDataKey, parseDataKey } from 'src/common/crypto/data-keyring.js';
import type { DataKeysConfig } from 'src/platform/config/app.config.js';
import { PRIVATE_FILE_MODE } from 'src/platform/config/private-data-dir.js';

/** Every column stored encrypted (entities use `encryptedColumn` on each). */
/** Each of these tables has an `updated_at` column, which re-encrypting a value leaves as it was. */
export const ENCRYPTED_COLUMNS: readonly { table: string; column: string }[] = [
  { table: 'customer_plans', column: 'description' },
  { table: 'webhook_endpoints', column: 'secret' },
  { table: 'webhook_endpoints', column: 'previous_secret' },
  // Admins' TOTP secrets (two-factor sign-in; docs/OPERATIONS.md, "Secrets at rest"); the table comes with a later migration.
  { table: 'admin_two_factor', column: 'secret' },
];

type Sql = Pick<EntityManager | QueryRunner, 'query'>;

export class DataKeysRefused extends Error {}

function quoted(dataSource: DataSource, name: string): string {
  // The migration generator opens MariaDB as TypeORM's `mariadb` type: backquotes there too.
  return dataSource.options.type === 'mysql' || dataSource.options.type === 'mariadb' ? `\`${name}\`` : `"${name}"`;
}

/** The key ids the database's values are stored under, with how many values each; tables not yet created hold none. */
export async function keyIdsInUse(dataSource: DataSource, sql: Sql = dataSource.manager): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const start = ENCRYPTED_PREFIX.length + 1;
  for (const { table, column } of ENCRYPTED_COLUMNS) {
    const runner = dataSource.createQueryRunner();
    let exists: boolean;
    try {
      exists = await runner.hasColumn(table, column);
    } finally {
      await runner.release();
    }
    if (!exists) continue;
    const c = quoted(dataSource, column);
    const rows = (await sql.query(
      `SELECT SUBSTR(${c}, ${start}, 16) AS id, COUNT(*) AS n FROM ${quoted(dataSource, table)} WHERE ${c} LIKE '${ENCRYPTED_PREFIX}%' GROUP BY SUBSTR(${c}, ${start}, 16)`,
    )) as { id: string; n: number | string }[];
    for (const { id, n } of rows) ids.set(id, (ids.get(id) ?? 0) + Number(n));
  }
  return ids;
}

/** The key generated into DATA_DIR (when no DATA_ENCRYPTION_KEY was given), or null. */
export function generatedDataKey(config: DataKeysConfig): Buffer | null {
  if (!existsSync(config.file)) return null;
  return parseDataKey(config.file, readFileSync(config.file, 'utf8'));
}

/**
 * The keys configured for this installation, without generating one: DATA_ENCRYPTION_KEY (else the
 * generated key) first, then DATA_ENCRYPTION_KEYS_OLD and the generated key, both read only.
 * Null when there is no key at all.
 */
export function configuredDataKeyring(config: DataKeysConfig): DataKeyring | null {
  const generated = generatedDataKey(config);
  const current = config.current ?? generated;
  if (!current) return null;
  return new DataKeyring(current, [...config.old, ...(generated ? [generated] : [])]);
}

/** Refused unless `keyring` opens every id of `ids`: says which ids it lacks and what to do. */
export function assertKeysOpen(keyring: DataKeyring | null, ids: Iterable<string>, what: string): void {
  const missing = [...ids].filter((id) => !keyring?.has(id));
  if (missing.length === 0) return;
  throw new DataKeysRefused(
    `${what} encrypted under key id ${missing.join(', ')}, which ${keyring ? `the configured keys (${keyring.ids.join(', ')}) do not include` : 'no configured key opens (DATA_ENCRYPTION_KEY is unset and DATA_DIR holds no generated key)'}: ` +
      'set DATA_ENCRYPTION_KEY (or add to DATA_ENCRYPTION_KEYS_OLD) the key that wrote them, e.g. from `npm run operation -- export-data-key` where it was generated',
  );
}

/**
 * Opens the installation's keyring at start, under the start lock and before the migrations (one
 * of which encrypts rows written before encryption existed). A key is generated into DATA_DIR only
 * when none is configured and the database holds no encrypted value; a value under a key id no
 * configured key opens stops the start, naming the id, and nothing is generated over it.
 */
export async function openDataKeyring(dataSource: DataSource, config: DataKeysConfig): Promise<DataKeyring> {
  const inUse = await keyIdsInUse(dataSource);
  let keyring = configuredDataKeyring(config);
  if (!keyring && inUse.size === 0) {
    const key = newDataKey();
    writeFileSync(config.file, `${key.toString('base64')}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    chmodSync(config.file, PRIVATE_FILE_MODE);
    keyring = new DataKeyring(key, config.old);
  }
  assertKeysOpen(keyring, inUse.keys(), 'the database holds values');
  return keyring!;
}

/** The keyring a data source was opened with, for the migration that encrypts existing rows. */
const keyrings = new WeakMap<DataSource, DataKeyring>();

export function attachDataKeyring(dataSource: DataSource, keyring: DataKeyring): void {
  keyrings.set(dataSource, keyring);
}

export function dataKeyringOf(dataSource: DataSource): DataKeyring | null {
  return keyrings.get(dataSource) ?? null;
}

const BATCH = 200;

/**
 * Writes every value of the encrypted columns that is not under `keyring`'s current key (a
 * plaintext from before encryption, or a value under an older key) under the current key, a batch
 * of rows at a time. Each row is written only if it still holds what was read (a server writing it
 * meanwhile used the current key already), so servers keep running. Returns the values rewritten.
 */
export async function encryptUnderCurrentKey(
  dataSource: DataSource,
  sql: QueryRunner,
  keyring: DataKeyring,
  which: 'plaintext' | 'not-current' = 'not-current',
): Promise<number> {
  let written = 0;
  const current = which === 'plaintext' ? `${ENCRYPTED_PREFIX}%` : `${ENCRYPTED_PREFIX}${keyring.currentId}:%`;
  const columns = ENCRYPTED_COLUMNS;
  for (const { table, column } of columns) {
    // A column a later migration adds is not there yet while an earlier one runs (EncryptSecrets on a fresh database).
    if (!(await sql.hasColumn(table, column))) continue;
    const t = quoted(dataSource, table);
    const c = quoted(dataSource, column);
    const updatedAt = quoted(dataSource, 'updated_at');
    for (let after = 0; ;) {
      const rows = (await sql.query(
        `SELECT id, ${c} AS value FROM ${t} WHERE id > ? AND ${c} IS NOT NULL AND ${c} NOT LIKE ? ORDER BY id LIMIT ${BATCH}`,
        [after, current],
      )) as { id: number; value: string }[];
      for (const { id, value } of rows) {
        if (keyIdOf(value) === keyring.currentId || (which === 'plaintext' && isEncrypted(value))) continue;
        // The same value stored another way is no change of the record: `updated_at` is kept (MySQL's
        // ON UPDATE CURRENT_TIMESTAMP would move it unless the statement names it).
        const result = await sql.query(
          `UPDATE ${t} SET ${c} = ?, ${updatedAt} = ${updatedAt} WHERE id = ? AND ${c} = ?`,
          [keyring.encrypt(keyring.decrypt(value)), id, value],
          true,
        );
        written += result.affected ?? 0;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1].id);
    }
  }
  return written;
}

/**
 * What the migration that introduced encryption does to the rows before it (both engines): every
 * plaintext value is written under the current key of the keyring the start opened (it is attached
 * to the data source before the migrations run). A data source opened without one (the migration
 * generator's scratch database) may run it only while there is nothing to encrypt.
 */
export async function encryptPlaintextRows(queryRunner: QueryRunner): Promise<number> {
  const dataSource = queryRunner.connection;
  const keyring = dataKeyringOf(dataSource);
  if (keyring) return encryptUnderCurrentKey(dataSource, queryRunner, keyring, 'plaintext');
  for (const { table, column } of ENCRYPTED_COLUMNS) {
    if (!(await queryRunner.hasColumn(table, column))) continue;
    const c = quoted(dataSource, column);
    const [row] = (await queryRunner.query(
      `SELECT COUNT(*) AS n FROM ${quoted(dataSource, table)} WHERE ${c} IS NOT NULL AND ${c} NOT LIKE '${ENCRYPTED_PREFIX}%'`,
    )) as { n: number | string }[];
    if (Number(row.n) > 0) {
      throw new Error(
        `${table}.${column} holds values to encrypt and no data keyring was opened: run this migration by starting the server`,
      );
    }
  }
  return 0;
}

/**
 * The activity log kept customer plans' changed fields in plain JSON, access details included,
 * until they were encrypted (docs/OPERATIONS.md, "Secrets at rest"): the migration that encrypts them masks those
 * copies too (as the log now writes them: «••••» for a value, null for none), so no access detail stays readable at
 * rest.
 */
export async function maskLoggedAccessDetails(queryRunner: QueryRunner): Promise<number> {
  const dataSource = queryRunner.connection;
  const [t, before, after] = ['activity_log', 'before', 'after'].map((name) => quoted(dataSource, name));
  let masked = 0;
  for (let last = 0; ;) {
    const rows = (await queryRunner.query(
      `SELECT id, ${before} AS before_json, ${after} AS after_json FROM ${t} WHERE entity_type = 'CUSTOMER_PLAN' AND id > ? ORDER BY id LIMIT ${BATCH}`,
      [last],
    )) as { id: number; before_json: string | null; after_json: string | null }[];
    for (const row of rows) {
      const [was, now] = [row.before_json, row.after_json].map(maskedSnapshot);
      if (was === row.before_json && now === row.after_json) continue;
      await queryRunner.query(`UPDATE ${t} SET ${before} = ?, ${after} = ? WHERE id = ?`, [was, now, row.id]);
      masked++;
    }
    if (rows.length < BATCH) return masked;
    last = Number(rows[rows.length - 1].id);
  }
}

function maskedSnapshot(json: string | null): string | null {
  if (!json) return json;
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(json);
  } catch {
    return json;
  }
  if (!snapshot || typeof snapshot !== 'object' || !('description' in snapshot)) return json;
  const value = (snapshot as { description: unknown }).description;
  if (value === null || value === '' || value === '••••') return json;
  return JSON.stringify({ ...snapshot, description: '••••' });
}

/**
 * Run at every start after the migrations: a plaintext value that arrived after the encrypting
 * migration ran (a SQLite backup from before it, restored into MySQL, whose schema the restore
 * built anew) is encrypted too, so none stays readable at rest. A scan of two small tables.
 */
export async function encryptLeftoverPlaintext(dataSource: DataSource): Promise<number> {
  const runner = dataSource.createQueryRunner();
  try {
    return await encryptPlaintextRows(runner);
  } finally {
    await runner.release();
  }
}
