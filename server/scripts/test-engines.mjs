// Runs the server's Jest suites on the embedded SQLite database and, when TEST_DATABASE_URL names a
// MySQL/MariaDB database, on that engine too: one Jest run (jest.config.js) whose files each run
// their tests on both engines in one load (test/support/engines.ts), and whose TEST_WORKERS workers
// (two by default, one per core) take the files longest first. Files tagged `@engines sqlite` run on SQLite only. Arguments are
// passed to Jest. With TEST_REDIS_URL set, the Redis suites and (on MySQL/MariaDB) the
// two-instance test run too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const jestBin = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin/jest.js');
const workers = process.env.TEST_WORKERS ?? '2';
const env = { ...process.env, TEST_ENGINES: process.env.TEST_DATABASE_URL ? 'sqlite,mysql' : 'sqlite' };
// The run's Redis numbers (test/support/worker-env.ts): SQLite workers from TEST_REDIS_URL's number
// (1 when it names 0 or none, as CI's does: SQLite workers 1-4, MySQL/MariaDB workers 5-8), MySQL/MariaDB
// workers from 4 above it; a session given other numbers (e.g. /8: 8-11 and 12-15) keeps to them.
if (env.TEST_REDIS_URL) {
  const url = new URL(env.TEST_REDIS_URL);
  url.pathname = `/${Math.max(1, Number(url.pathname.slice(1) || '0'))}`;
  env.TEST_REDIS_URL = url.toString();
}

console.log(`== server tests on ${env.TEST_ENGINES.replace(',', ' and ')} (${workers} workers) ==`);
const child = spawn(process.execPath, ['--experimental-vm-modules', jestBin, `--maxWorkers=${workers}`, ...process.argv.slice(2)], {
  env,
  stdio: 'inherit',
});
child.on('close', (code) => process.exit(code ?? 1));
