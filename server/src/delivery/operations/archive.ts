import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What a backup holds besides the data, written first in the archive as `manifest.json`. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'sqlite' | 'mysql';
  /** Stored image keys, each under `files/<key>` in the archive. */
  files: string[];
  /**
   * The ids of the keys the database's encrypted values are under (never the keys): a restore
   * stops before writing anything unless the configured keys open them. Absent in archives made
   * before encryption.
   */
  dataKeyIds?: string[];
}

export const MANIFEST = 'manifest.json';
export const SQLITE_FILE = 'database.sqlite';
export const MYSQL_DUMP = 'database.sql';
export const FILES_DIR = 'files';

/** One gzip'd tar of a folder's contents; the system's tar, as every server and image has it. */
export async function packFolder(folder: string, archive: string): Promise<void> {
  await run('tar', ['-czf', archive, '-C', folder, '.']);
}

export async function unpackArchive(archive: string, folder: string): Promise<void> {
  await run('tar', ['-xzf', archive, '-C', folder, '--no-same-owner']);
}
