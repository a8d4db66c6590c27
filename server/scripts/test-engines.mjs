// Runs the server's Jest suites on the embedded SQLite database and, when TEST_DATABASE_URL names a
// MySQL/MariaDB database, on that engine at the same time: each run is in band (one core), so the
// two engines together take about as long as one. Arguments are passed to both Jest runs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const jestBin = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin/jest.js');
const jestArgs = ['--experimental-vm-modules', jestBin, '--runInBand', ...process.argv.slice(2)];

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

const sqliteEnv = { ...process.env };
delete sqliteEnv.TEST_DATABASE_URL;
console.log('== server tests on embedded SQLite (live; MySQL/MariaDB output follows when set) ==');
const runs = [run('embedded SQLite', sqliteEnv, true)];
if (process.env.TEST_DATABASE_URL) runs.push(run(`MySQL/MariaDB (${process.env.TEST_DATABASE_URL})`, process.env, false));

const results = await Promise.all(runs);
for (const { label, code, output } of results.slice(1)) {
  console.log(`\n== server tests on ${label} ==`);
  process.stdout.write(output);
  console.log(`== server tests on ${label}: ${code === 0 ? 'passed' : 'FAILED'} ==`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
