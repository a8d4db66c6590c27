// `node scripts/bench-graphql-cost.mjs`: figures for the notes on issues 9 and 20, never assertions.
// Needs a build (npm run build). The server runs on CPU 0 (`taskset -c 0`), this load generator on
// CPU 1, against a fresh embedded SQLite database with the demo catalogue:
//   1. /api/health alone;
//   2. an integrator's own GraphQL queries over the public data next to the matching REST read in
//      the same run (target: ≥ 0.5×): repeated (kept from their second sight, as an integrator's
//      polling is) and spelled anew each time (executed every time);
//   3. GET /api/plans next to bare Express 5 serving the same bytes from memory (target: ≥ 1.0×);
//   4. /api/health while four connections loop over the costliest GraphQL queries an anonymous
//      caller may send (each must be allowed: an error stops the bench; target: p99 ≤ 50 ms);
//   5. the attack of issue 9 (15 aliased `themes { plans { features } }`): status, time and size.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchPort, waitFor } from './bench-support.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Each side of a ratio: shorter, both sides in the same run. */
const PAIR_DURATION_S = Number(process.env.BENCH_PAIR_DURATION ?? 5);
const SERVER_DIR = process.env.BENCH_SERVER_DIR ?? new URL('..', import.meta.url).pathname;
const BASELINE = new URL('./bench-baseline.mjs', import.meta.url).pathname;

const themeFields = 'id title link shortDescription fullDescription imageUrl mobileImageUrl sort createdAt';
/** The costliest anonymous queries, each just under the anonymous cap (2,000). */
const HEAVY = {
  'catalogue with every theme field (cost 1,821)': `{ themes { ${themeFields} plans { id title } categories { id title } } }`,
  // A feature list counts 100 rows (query-cost.ts): three fit under the cap where fifteen did at 20.
  '3 aliased feature lists (cost 1,803)': `{ ${Array.from({ length: 3 }, (_, i) => `f${i}: features { id title sort isPrimary isHeading createdAt }`).join(' ')} }`,
};
const ATTACK = `{ ${Array.from({ length: 15 }, (_, i) => `t${i}: themes { id title plans { id title features { id title sort isPrimary isHeading } } }`).join(' ')} }`;
/** Queries an integrator writes over the public data (not the site's documents, so never cached), with the REST read they match. */
const INTEGRATOR = [
  [
    'plans with features + feature list',
    '/api/plans',
    '{ plans { id title price listPrice hostingSpaceGb features { id } } features { id title isPrimary isHeading } }',
  ],
  [
    'theme catalogue with plans and categories',
    '/api/themes',
    '{ themes { id title imageUrl plans { title } categories { title } } categories { id title } plans { id title } }',
  ],
  [
    'work samples page with plans',
    '/api/work-samples',
    '{ workSamples { items { id title domainName imageUrl plans { title } } currentPage lastPage } }',
  ],
];

/** autocannon requests spelling `query` anew each time (a numbered alias): none is answered from the kept results. */
function respelled(query) {
  const spelled = { count: 0 };
  const requests = [
    {
      ...gqlRequest(query),
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ query: `{ n${spelled.count++}: __typename ${query.slice(1)}` }) }),
    },
  ];
  return { spelled, requests };
}

const pin = (cpu, pid) => spawnSync('taskset', ['-cp', String(cpu), String(pid)], { stdio: 'ignore' });
const gqlRequest = (query) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
const load1 = () => loadavg()[0].toFixed(2);

async function startServer(dataDir) {
  const port = benchPort(0, 3900, 90);
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-only-password', LOG_LEVEL: 'silent' };
  const server = spawn('taskset', ['-c', '0', 'node', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return { server, base };
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const health = (base) => autocannon({ url: `${base}/api/health`, connections: 1, duration: DURATION_S });
const cannon = async (url, request = {}) => {
  const result = await autocannon({ url, ...request, connections: 10, duration: PAIR_DURATION_S });
  if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return result;
};

async function once(base, query) {
  const started = performance.now();
  const res = await fetch(`${base}/graphql`, gqlRequest(query));
  const text = await res.text();
  return { status: res.status, ms: Math.round(performance.now() - started), bytes: text.length, body: JSON.parse(text) };
}

/** Bare Express 5 on CPU 0 serving `bytes` for every request, from memory. */
async function bareExpress(dataDir, bytes, contentType, path) {
  const port = benchPort(1, 5100, 90);
  const file = join(dataDir, 'baseline-body');
  writeFileSync(file, bytes);
  const child = spawn('taskset', ['-c', '0', process.execPath, BASELINE, 'express', String(port), file, contentType], { stdio: 'ignore' });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return await cannon(`http://127.0.0.1:${port}${path}`);
  } finally {
    await stop(child);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-cost-'));
pin(1, process.pid);
const { server, base } = await startServer(dataDir);
const rows = [];
const ratios = [];
const latency = (result) => ({
  'health p50 ms': result.latency.p50,
  'health p90 ms': result.latency.p90,
  'health p99 ms': result.latency.p99,
});
try {
  const alone = await health(base);
  rows.push({ run: '/api/health alone', ...latency(alone), 'heavy req/s': '-', load1: load1() });

  for (const [name, path, query] of INTEGRATOR) {
    const probe = await once(base, query);
    if (probe.body.errors) throw new Error(`${name}: ${JSON.stringify(probe.body.errors)}`);
    const rest = await cannon(`${base}${path}`);
    const graphql = await cannon(`${base}/graphql`, gqlRequest(query));
    const { spelled, requests } = respelled(query);
    const fresh = await cannon(`${base}/graphql`, { requests });
    if (spelled.count < fresh.requests.total) throw new Error(`${name}: ${spelled.count} spellings for ${fresh.requests.total} requests`);
    ratios.push({
      comparison: `integrator GraphQL: ${name} / GET ${path}`,
      'req/s': Math.round(graphql.requests.average),
      'against req/s': Math.round(rest.requests.average),
      ratio: +(graphql.requests.average / rest.requests.average).toFixed(3),
      target: '≥ 0.5',
      load1: load1(),
    });
    ratios.push({
      comparison: `  the same, a new spelling each request (executed every time) / GET ${path}`,
      'req/s': Math.round(fresh.requests.average),
      'against req/s': Math.round(rest.requests.average),
      ratio: +(fresh.requests.average / rest.requests.average).toFixed(3),
      target: '-',
      load1: load1(),
    });
  }

  const plans = await fetch(`${base}/api/plans`);
  const plansBytes = Buffer.from(await plans.arrayBuffer());
  const express = await bareExpress(dataDir, plansBytes, plans.headers.get('content-type'), '/api/plans');
  const served = await cannon(`${base}/api/plans`);
  ratios.push({
    comparison: 'GET /api/plans / bare Express, same bytes',
    'req/s': Math.round(served.requests.average),
    'against req/s': Math.round(express.requests.average),
    ratio: +(served.requests.average / express.requests.average).toFixed(3),
    target: '≥ 1.0',
    load1: load1(),
  });

  for (const [name, query] of Object.entries(HEAVY)) {
    const probe = await once(base, query);
    if (probe.body.errors) throw new Error(`${name} is not allowed: ${JSON.stringify(probe.body.errors)}`);
    console.log(`${name}: ${probe.ms} ms, ${probe.bytes} bytes`);
    const heavy = autocannon({ url: `${base}/graphql`, ...gqlRequest(query), connections: 4, duration: DURATION_S });
    const [h, load] = await Promise.all([health(base), heavy]);
    rows.push({
      run: `/api/health with 4 loops of ${name}`,
      ...latency(h),
      'heavy req/s': Math.round(load.requests.average),
      load1: load1(),
    });
    // What a stranger who knows of the kept answers sends: every request spelled anew, so every one is executed.
    const heavyRespelled = autocannon({
      url: `${base}/graphql`,
      connections: 4,
      duration: DURATION_S,
      requests: respelled(query).requests,
    });
    const [hr, loadRespelled] = await Promise.all([health(base), heavyRespelled]);
    rows.push({
      run: `  the same, spelled anew each request`,
      ...latency(hr),
      'heavy req/s': Math.round(loadRespelled.requests.average),
      load1: load1(),
    });
  }
  const attack = await once(base, ATTACK);
  console.log(
    `attack (15 aliased themes { plans { features } }): ${attack.status}, ${attack.ms} ms, ${attack.bytes} bytes, ${attack.body.errors?.[0]?.extensions?.code ?? 'answered'}`,
  );
  const attacks = autocannon({ url: `${base}/graphql`, ...gqlRequest(ATTACK), connections: 4, duration: DURATION_S });
  const [h, load] = await Promise.all([health(base), attacks]);
  rows.push({
    run: '/api/health with 4 loops of the attack',
    ...latency(h),
    'heavy req/s': Math.round(load.requests.average),
    load1: load1(),
  });
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nIntegrator queries and the cached reads (server on CPU 0, load on CPU 1, 10 connections, ${PAIR_DURATION_S} s each)`);
console.table(ratios);
console.log(
  `\nGraphQL cost under load (server on CPU 0, load on CPU 1, ${DURATION_S} s per run, embedded SQLite; health p99 target ≤ 50 ms)`,
);
console.table(rows);
