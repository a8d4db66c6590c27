import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';

const WAIT_MS = 120_000;

/**
 * A data folder (SQLite file, stored images, generated secret) that `build` filled once for the
 * whole Jest run, for test files to copy instead of migrating and seeding a database of their own.
 * The first worker to ask builds it; workers asking meanwhile wait for it. A failed build fails
 * the files waiting for it and leaves the template unclaimed, so the next file to ask builds it
 * again: one file past its hook timeout on a loaded machine does not fail every later file. Null
 * when the run has no template folder (a Jest run without the global setup): the caller starts
 * from an empty folder.
 */
export async function templateDataDir(name: string, build: (dataDir: string) => Promise<void>): Promise<string | null> {
  const root = process.env.SQLITE_TEMPLATE_DIR;
  if (!root) return null;
  const ready = join(root, name);
  const failed = `${ready}.failed`;
  const claimed = `${ready}.claimed`;
  if (existsSync(ready)) return ready;
  try {
    mkdirSync(claimed);
  } catch {
    return waitFor(ready, failed);
  }
  rmSync(failed, { force: true });
  const building = `${ready}.building`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building);
  try {
    await build(building);
  } catch (error) {
    writeFileSync(failed, String((error as Error).stack ?? error));
    rmSync(building, { recursive: true, force: true });
    rmSync(claimed, { recursive: true, force: true });
    throw error;
  }
  // A rename is atomic: a waiting worker sees no folder or a complete one.
  renameSync(building, ready);
  return ready;
}

async function waitFor(ready: string, failed: string): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(ready)) {
    if (existsSync(failed)) throw new Error(`building the test template failed in another worker:\n${readFileSync(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`the test template ${ready} was not built within ${WAIT_MS / 1000} s`);
    await sleep(100);
  }
  return ready;
}
