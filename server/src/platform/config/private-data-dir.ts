import { chmodSync, closeSync, existsSync, lstatSync, openSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Logger } from '@nestjs/common';
import type { AppConfig } from './app.config.js';

/**
 * DATA_DIR holds what nobody but the server may read: the SQLite database (webhook signing
 * secrets, password hashes, customers' contact details), its WAL and shared-memory files, the
 * generated secrets and the uploads. Everything the server creates there is its user's alone
 * (folders 0700, files 0600), and a start on a folder made looser (an older version, a copy, a
 * restore) tightens it and says what it changed.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The files the server keeps at the top of DATA_DIR (the SQLite companions beside the database). */
const SQLITE_FILE = 'site.sqlite';
const SQLITE_COMPANIONS = ['', '-wal', '-shm', '-journal'];
const SECRETS = ['jwt-secret', 'initial-admin-password', 'data-encryption-key'];
/** Paths named one by one in the warning; the rest are counted. */
const NAMED_IN_WARNING = 12;

export interface DataDirPrivacy {
  dataDir: string;
  /** What was tightened: the path (from DATA_DIR) and its modes before and after. */
  changed: { path: string; from: number; to: number }[];
  /** What could not be tightened (another user's file, a read-only mount), with the reason. */
  failed: { path: string; reason: string }[];
}

/**
 * Makes the server's files in DATA_DIR private before anything opens them, and creates an absent
 * SQLite database empty and private, so SQLite gives its WAL and shared-memory files the same mode
 * (it copies the database file's). Only what the server keeps there is touched (the folder, the
 * database files, the secrets, the uploads tree), never other files an operator put beside them;
 * symbolic links are not followed.
 */
export function makeDataDirPrivate(config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'database'>): DataDirPrivacy {
  const { dataDir, uploadsDir } = config;
  const result: DataDirPrivacy = { dataDir, changed: [], failed: [] };
  const tighten = (path: string) => {
    let mode: number;
    let directory: boolean;
    try {
      const stats = lstatSync(path);
      if (!stats.isFile() && !stats.isDirectory()) return false;
      mode = stats.mode & 0o7777;
      directory = stats.isDirectory();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        result.failed.push({ path: relative(dataDir, path) || '.', reason: (error as Error).message });
      return false;
    }
    // The owner's own bits stay as they are (a read-only file stays read-only); others lose every bit.
    if (mode & 0o077) {
      const to = mode & ~0o077;
      try {
        chmodSync(path, to);
        result.changed.push({ path: relative(dataDir, path) || '.', from: mode, to });
      } catch (error) {
        result.failed.push({ path: relative(dataDir, path) || '.', reason: (error as Error).message });
      }
    }
    return directory;
  };
  /** `path` and, when it is a folder, everything in it. */
  const tree = (dir: string) => {
    if (!tighten(dir)) return;
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch (error) {
      result.failed.push({ path: relative(dataDir, dir) || '.', reason: (error as Error).message });
      return;
    }
    for (const name of names) tree(join(dir, name));
  };

  tighten(dataDir);
  const databases = new Set([join(dataDir, SQLITE_FILE)]);
  if (config.database.kind === 'sqlite') databases.add(config.database.file);
  for (const database of databases) for (const suffix of SQLITE_COMPANIONS) tighten(database + suffix);
  for (const secret of SECRETS) tighten(join(dataDir, secret));
  tree(uploadsDir);
  if (config.database.kind === 'sqlite' && !existsSync(config.database.file)) {
    // An empty file is an empty database to SQLite; created here, it is private from its first byte.
    closeSync(openSync(config.database.file, 'a', PRIVATE_FILE_MODE));
  }
  return result;
}

/** The warning a start logs when it tightened DATA_DIR (or could not): what, and from which mode. */
export function dataDirPrivacyWarnings({ dataDir, changed, failed }: DataDirPrivacy): string[] {
  const octal = (mode: number) => `0${mode.toString(8).padStart(3, '0')}`;
  const named = (items: string[]) =>
    items.slice(0, NAMED_IN_WARNING).join(', ') + (items.length > NAMED_IN_WARNING ? ` and ${items.length - NAMED_IN_WARNING} more` : '');
  const warnings: string[] = [];
  if (changed.length) {
    warnings.push(
      `DATA_DIR ${dataDir} was readable by other users of this machine; made private (folders 0700, files 0600): ` +
        named(changed.map(({ path, from, to }) => `${path} ${octal(from)} -> ${octal(to)}`)),
    );
  }
  if (failed.length) {
    warnings.push(
      `DATA_DIR ${dataDir}: could not make private (fix the owner or mode by hand): ` +
        named(failed.map(({ path, reason }) => `${path} (${reason})`)),
    );
  }
  return warnings;
}

/** makeDataDirPrivate, its warnings in the start's log (DatabaseModule calls it before the database opens). */
export function prepareDataDir(config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'database'>): void {
  const logger = new Logger('DataDir');
  for (const warning of dataDirPrivacyWarnings(makeDataDirPrivate(config))) logger.warn(warning);
}
