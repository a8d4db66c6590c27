// `node scripts/bench-graphql-cost.mjs`: figures for the notes on issue 9 point 9, never assertions.
// Needs a build (npm run build). The server runs on CPU 0 (`taskset -c 0`), this load generator on
// CPU 1, against a fresh embedded SQLite database with the demo catalogue:
//   1. /api/health alone;
//   2. /api/health while four connections loop over the costliest GraphQL queries an anonymous
//      caller may send (each must be allowed: an error stops the bench);
//   3. the attack of issue 9 (15 aliased `themes { plans { features } }`): status, time and size.
// The health p99 under load (2) should stay at or below 50 ms.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SERVER_DIR = process.env.BENCH_SERVER_DIR ?? new URL('..', import.meta.url).pathname;

const themeFields = 'id title link shortDescription fullDescription imageUrl mobileImageUrl sort createdAt';
/** The costliest anonymous queries, each just under the anonymous cap (2,000). */
const HEAVY = {
  'catalogue with every theme field (cost 1,821)': `{ themes { ${themeFields} plans { id title } categories { id title } } }`,
  '15 aliased feature lists (cost 1,815)': `{ ${Array.from({ length: 15 }, (_, i) => `f${i}: features { id title sort isPrimary isHeading createdAt }`).join(' ')} }`,
};
const ATTACK = `{ ${Array.from({ length: 15 }, (_, i) => `t${i}: themes { id title plans { id title features { id title sort isPrimary isHeading } } }`).join(' ')} }`;

const pin = (cpu, pid) => spawnSync('taskset', ['-cp', String(cpu), String(pid)], { stdio: 'ignore' });
const gqlRequest = (query) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });

async function startServer(dataDir) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production', ADMIN_PASSWORD: 'bench-only-password', LOG_LEVEL: 'silent' };
  const server = spawn('taskset', ['-c', '0', 'node', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { server, base };
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill('SIGTERM');
  throw new Error('server did not start');
}

const health = (base) => autocannon({ url: `${base}/api/health`, connections: 1, duration: DURATION_S });

async function once(base, query) {
  const started = performance.now();
  const res = await fetch(`${base}/graphql`, gqlRequest(query));
  const text = await res.text();
  return { status: res.status, ms: Math.round(performance.now() - started), bytes: text.length, body: JSON.parse(text) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-cost-'));
pin(1, process.pid);
const { server, base } = await startServer(dataDir);
const rows = [];
try {
  const alone = await health(base);
  rows.push({ run: '/api/health alone', 'health p50 ms': alone.latency.p50, 'health p99 ms': alone.latency.p99, 'heavy req/s': '-' });
  for (const [name, query] of Object.entries(HEAVY)) {
    const probe = await once(base, query);
    if (probe.body.errors) throw new Error(`${name} is not allowed: ${JSON.stringify(probe.body.errors)}`);
    console.log(`${name}: ${probe.ms} ms, ${probe.bytes} bytes`);
    const heavy = autocannon({ url: `${base}/graphql`, ...gqlRequest(query), connections: 4, duration: DURATION_S });
    const [h, load] = await Promise.all([health(base), heavy]);
    rows.push({
      run: `/api/health with 4 loops of ${name}`,
      'health p50 ms': h.latency.p50,
      'health p99 ms': h.latency.p99,
      'heavy req/s': Math.round(load.requests.average),
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
    'health p50 ms': h.latency.p50,
    'health p99 ms': h.latency.p99,
    'heavy req/s': Math.round(load.requests.average),
  });
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nGraphQL cost under load (server on CPU 0, load on CPU 1, ${DURATION_S} s per run, embedded SQLite)`);
console.table(rows);
