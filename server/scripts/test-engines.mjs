// Runs the server's Jest suites on the embedded SQLite database and, when TEST_DATABASE_URL names a
// MySQL/MariaDB database, on that engine at the same time. TEST_WORKERS sets each run's parallel
// workers: by default one per engine when both run (two processes for two cores) and two when
// SQLite runs alone. Arguments are passed to both Jest runs. With TEST_REDIS_URL set, the Redis
// suites and (on MySQL/MariaDB) the two-instance test run too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const jestBin = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin/jest.js');
const workers = process.env.TEST_WORKERS ?? (process.env.TEST_DATABASE_URL ? '1' : '2');
const jestArgs = ['--experimental-vm-modules', jestBin, `--maxWorkers=${workers}`, ...process.argv.slice(2)];

function run(label, env, live) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, jestArgs, { env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => resolve({ label, code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * The two runs share the machine's Redis (TEST_REDIS_URL), each on its own range of database
 * numbers (`number` is its first worker's, see test/support/worker-env.ts), so one run's login
 * counters and flushes never reach the other's: SQLite workers take 1-4, MySQL/MariaDB 5-8.
 */
function redisDatabase(env, number) {
  if (!env.TEST_REDIS_URL) return env;
  const url = new URL(env.TEST_REDIS_URL);
  url.pathname = `/${number}`;
  return { ...env, TEST_REDIS_URL: url.toString() };
}

const sqliteEnv = redisDatabase({ ...process.env }, 1);
delete sqliteEnv.TEST_DATABASE_URL;
console.log('== server tests on embedded SQLite (live; MySQL/MariaDB output follows when set) ==');
const runs = [run('embedded SQLite', sqliteEnv, true)];
if (process.env.TEST_DATABASE_URL) {
  runs.push(run(`MySQL/MariaDB (${process.env.TEST_DATABASE_URL})`, redisDatabase(process.env, 5), false));
}

const results = await Promise.all(runs);
for (const { label, code, output } of results.slice(1)) {
  console.log(`\n== server tests on ${label} ==`);
  process.stdout.write(output);
  console.log(`== server tests on ${label}: ${code === 0 ? 'passed' : 'FAILED'} ==`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
