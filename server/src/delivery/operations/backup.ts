import { createReadStream, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { chmod, copyFile, readFile, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { AppConfig } from 'src/platform/config/app.config.js';
import { PRIVATE_FILE_MODE } from 'src/platform/config/private-data-dir.js';
import { ENCRYPTED_PREFIX } from 'src/common/crypto/data-keyring.js';
import { assertKeysOpen, configuredDataKeyring, ENCRYPTED_COLUMNS } from 'src/database/data-keys.js';
import { fileStorageFor } from 'src/platform/files/files.module.js';
import type { FileStorage } from 'src/platform/files/file-storage.js';
import { FILES_DIR, MANIFEST, MYSQL_DUMP, packFolder, SQLITE_FILE, unpackArchive, type BackupManifest } from './archive.js';
import { dumpMysql, loadMysqlDump, mysqlIsEmpty } from './mysql-dump.js';
import { copySqliteIntoMysql } from './sqlite-to-mysql.js';

/**
 * Writes one archive of an installation's data while it runs: the database (SQLite's online
 * backup, or a SQL dump read in one snapshot) and every stored image (from the disk or the
 * bucket). Returns what it holds.
 */
export async function createBackup(config: AppConfig, archive: string): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'site-backup-'));
  try {
    const database = config.database.kind;
    if (config.database.kind === 'mysql') {
      await dumpMysql(config.database.url, join(staging, MYSQL_DUMP));
    } else {
      if (!existsSync(config.database.file)) throw new Error(`no database at ${config.database.file}: nothing to back up`);
      const db = new Database(config.database.file, { readonly: true, fileMustExist: true });
      try {
        await db.backup(join(staging, SQLITE_FILE));
      } finally {
        db.close();
      }
    }
    const files = await copyFiles(fileStorageFor(config), join(staging, FILES_DIR));
    const dataKeyIds = await keyIdsIn(staging, database);
    const manifest: BackupManifest = { format: 1, createdAt: new Date().toISOString(), database, files, dataKeyIds };
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    mkdirSync(dirname(archive), { recursive: true });
    // The archive holds the whole database: it is created private before tar writes into it.
    await writeFile(archive, '', { mode: 0o600 });
    await chmod(archive, 0o600);
    await packFolder(staging, archive);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The key ids of the encrypted values in the staged database copy, as they are in the archive. */
async function keyIdsIn(staging: string, database: 'sqlite' | 'mysql'): Promise<string[]> {
  const ids = new Set<string>();
  if (database === 'sqlite') {
    const db = new Database(join(staging, SQLITE_FILE), { readonly: true, fileMustExist: true });
    try {
      for (const { table, column } of ENCRYPTED_COLUMNS) {
        const exists = (db.pragma(`table_info("${table}")`) as { name: string }[]).some((c) => c.name === column);
        if (!exists) continue;
        const rows = db
          .prepare(
            `SELECT DISTINCT SUBSTR("${column}", ${ENCRYPTED_PREFIX.length + 1}, 16) AS id FROM "${table}" WHERE "${column}" LIKE '${ENCRYPTED_PREFIX}%'`,
          )
          .all() as { id: string }[];
        for (const { id } of rows) ids.add(id);
      }
    } finally {
      db.close();
    }
  } else {
    // The dump is the snapshot the archive holds; a stored value's prefix is plain ASCII in it.
    const pattern = new RegExp(`${ENCRYPTED_PREFIX}([0-9a-f]{16}):`, 'g');
    let tail = '';
    for await (const chunk of createReadStream(join(staging, MYSQL_DUMP), { encoding: 'utf8' })) {
      const text = tail + (chunk as string);
      for (const match of text.matchAll(pattern)) ids.add(match[1]);
      tail = text.slice(-32);
    }
  }
  return [...ids].sort();
}

async function copyFiles(storage: FileStorage, target: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) {
    const file = await storage.read(key);
    if (!file) continue; // removed since it was listed
    const path = join(target, key);
    mkdirSync(dirname(path), { recursive: true });
    await pipeline(file.body, createWriteStream(path));
    keys.push(key);
  }
  return keys.sort();
}

/**
 * Brings an archive back into an empty installation (no database yet, or one without tables), on
 * whichever file store `config` names: onto the engine it was taken on, or, for a single
 * machine's SQLite backup, into MySQL (how an installation moves to several instances).
 */
export async function restoreBackup(config: AppConfig, archive: string): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'site-restore-'));
  try {
    await unpackArchive(archive, staging);
    const manifest = JSON.parse(await readFile(join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
    if (manifest.database === 'mysql' && config.database.kind === 'sqlite') {
      throw new Error('the backup holds a MySQL database: set DATABASE_URL to an empty MySQL database to restore it');
    }
    // Before anything is written: a database whose secrets no configured key opens would not start.
    assertKeysOpen(configuredDataKeyring(config.dataKeys), manifest.dataKeyIds ?? [], 'the backup holds values');
    if (config.database.kind === 'mysql') {
      if (!(await mysqlIsEmpty(config.database.url))) throw new Error('the target database is not empty: restore into a new one');
      if (manifest.database === 'sqlite') await copySqliteIntoMysql(join(staging, SQLITE_FILE), config);
      else await loadMysqlDump(config.database.url, join(staging, MYSQL_DUMP));
    } else {
      const file = config.database.file;
      if (existsSync(file)) throw new Error(`${file} exists: restore into an installation that has not started yet`);
      await copyFile(join(staging, SQLITE_FILE), file);
      await chmod(file, PRIVATE_FILE_MODE);
    }
    const storage = fileStorageFor(config);
    for (const key of manifest.files) await storage.put(key, await readFile(join(staging, FILES_DIR, key)));
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
