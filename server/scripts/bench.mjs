// `npm run bench`: figures for the notes, never assertions. Needs a build (npm run build).
// 1. Database statements per GraphQL request, counted in-process by the TypeORM logger.
// 2. Throughput and latency of the public reads against a separate server process pinned to
//    core 0, load from autocannon pinned to core 1, each next to raw node:http and bare Express 5
//    serving the same bytes from memory in the same run (absolute figures vary ±30 % on these
//    machines; the ratios hold). No compression is asked for.
// 3. The first answer after an admin write: median of 20 write -> read cycles, per engine
//    (embedded SQLite; MySQL/MariaDB too when BENCH_DATABASE_URL names a scratch database).
// 4. The home page's JavaScript as it travels: plain, gzip and brotli bytes received.
// The public reads include the server-rendered pages (cached HTML).
// BENCH_DURATION (seconds per measurement, default 5); CLIENT_DIR (default ../../client).
import 'reflect-metadata';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../dist/platform/config/app.config.js';
import { createApp } from '../dist/bootstrap.js';
import { queryCounter } from '../dist/database/query-counter.logger.js';
import { benchPort, waitFor, recreateDatabase } from './bench-support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CLIENT_DIR = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../../client/', import.meta.url));
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');
const BASELINE = fileURLToPath(new URL('./bench-baseline.mjs', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const PINNED = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const ADMIN_PASSWORD = 'bench-only-password';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const env = { DATA_DIR: dataDir, NODE_ENV: 'production', ADMIN_PASSWORD, LOG_LEVEL: 'silent', ORDER_RATE_LIMIT: '1000000' };

/** The site's own public queries, read from the client's documents. */
const siteQuery = (feature, file) => readFileSync(join(CLIENT_DIR, 'src/features', feature, 'api', file), 'utf8');
const gql = (query, variables) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

async function queryCounts() {
  const app = await createApp(loadConfig(env));
  await app.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${app.getHttpServer().address().port}/graphql`;
  const post = (query, variables) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) }).then((r) =>
      r.json(),
    );
  const count = async (query, variables) => {
    await post(query, variables);
    const before = queryCounter.count;
    const body = await post(query, variables);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { statements: queryCounter.count - before, body };
  };
  const themes = 'query($c: Int) { themes(categoryId: $c) { id plans { title } categories { title } } }';
  const all = await count(themes, {});
  const narrowed = await count(themes, { c: 1 });
  const rows = [
    [`themes with plans and categories (${all.body.data.themes.length} themes)`, all.statements],
    [`themes with plans and categories (${narrowed.body.data.themes.length} themes)`, narrowed.statements],
    ['plans with features + feature list', (await count('{ plans { id features { id } } features { id } }')).statements],
    ['work samples page with plans', (await count('{ workSamples { items { id plans { title } } total } }')).statements],
  ];
  await app.close();
  console.log('\nDatabase statements per request (ad-hoc queries: never cached)');
  console.table(rows.map(([request, statements]) => ({ request, statements })));
}

const pinned = (core, args) => (PINNED ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)]);

function start(core, args, extraEnv = {}) {
  const [command, rest] = pinned(core, args);
  return spawn(command, rest, { cwd: SERVER_DIR, env: { ...process.env, ...extraEnv }, stdio: 'ignore' });
}

const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

/** autocannon on core 1: 10 connections for DURATION seconds. */
function cannon(url, request = {}) {
  const args = [AUTOCANNON, '-j', '-c', '10', '-d', String(DURATION), '-m', request.method ?? 'GET'];
  for (const [name, value] of Object.entries(request.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (request.body) args.push('-b', request.body);
  const [command, rest] = pinned(1, [process.execPath, ...args, url]);
  const result = spawnSync(command, rest, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const json = JSON.parse(result.stdout);
  return {
    rps: Math.round(json.requests.average),
    p50: json.latency.p50,
    p99: json.latency.p99,
    errors: json.errors + json.non2xx,
  };
}

/** One request on a fresh socket; the bytes as received (nothing decoded). */
function raw(base, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function baseline(kind, port, bytes, contentType, request) {
  const file = join(dataDir, `baseline-${port}`);
  writeFileSync(file, bytes);
  const child = start(0, [process.execPath, BASELINE, kind, String(port), file, contentType]);
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return cannon(`http://127.0.0.1:${port}${request.path}`, request);
  } finally {
    await stop(child);
  }
}

async function startServer(extraEnv) {
  const port = benchPort(0, 3900, 90);
  const child = start(0, [process.execPath, 'dist/main.js'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    CLIENT_DIST_DIR: join(CLIENT_DIR, 'dist'),
    ...extraEnv,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  const login = await fetch(`${base}/graphql`, {
    ...gql('mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
      i: { login: 'admin@example.com', password: ADMIN_PASSWORD },
    }),
  }).then((r) => r.json());
  return { child, base, token: login.data.login.accessToken };
}

async function publicTargets(base) {
  const theme = (await (await fetch(`${base}/api/themes`)).json()).themes[0].id;
  const sample = (await (await fetch(`${base}/api/work-samples`)).json()).data[0].id;
  let n = 0;
  const writes = {
    plan: () => `mutation { updatePlan(id: 1, input: { title: "پلن ${++n % 2}" }) { id } }`,
    theme: () => `mutation { updateTheme(id: ${theme}, input: { title: "قالب ${++n % 2}" }) { id } }`,
    sample: () => `mutation { updateWorkSample(id: ${sample}, input: { title: "نمونه ${++n % 2}" }) { id } }`,
  };
  return [
    ['GET /api/plans', { path: '/api/plans' }, writes.plan],
    ['GET /api/themes', { path: '/api/themes' }, writes.theme],
    ['GET /api/themes?category=1', { path: '/api/themes?category=1' }, writes.theme],
    ['GET /api/work-samples', { path: '/api/work-samples' }, writes.sample],
    ['GraphQL plan table', { path: '/graphql', ...gql(siteQuery('plans', 'plan-table.graphql')) }, writes.plan],
    ['GraphQL theme catalogue', { path: '/graphql', ...gql(siteQuery('themes', 'catalogue-themes.graphql'), {}) }, writes.theme],
    [
      'GraphQL work samples page',
      { path: '/graphql', ...gql(siteQuery('work-samples', 'public-work-samples.graphql'), { page: 1 }) },
      writes.sample,
    ],
    // Server-rendered pages: the cached HTML against the same bytes served raw.
    ['rendered page /', { path: '/' }, writes.theme],
    ['rendered page /plans', { path: '/plans' }, writes.plan],
    ['rendered page /themes', { path: '/themes' }, writes.theme],
  ];
}

async function load() {
  const server = await startServer();
  const rows = [];
  const extra = [];
  // Clear of the services this machine runs (nats on 4222) and of the browser tests (4310).
  let port = benchPort(1, 5100, 90);
  try {
    for (const [name, request] of await publicTargets(server.base)) {
      const answer = await raw(server.base, request.path, request);
      const contentType = answer.headers['content-type'];
      const rawFigures = await baseline('raw', port++, answer.body, contentType, request);
      const expressFigures = await baseline('express', port++, answer.body, contentType, request);
      const app = cannon(server.base + request.path, request);
      rows.push({
        request: name,
        bytes: answer.body.length,
        'raw req/s': rawFigures.rps,
        'express req/s': expressFigures.rps,
        'req/s': app.rps,
        '× raw': +(app.rps / rawFigures.rps).toFixed(3),
        '× express': +(app.rps / expressFigures.rps).toFixed(3),
        'p50 ms': app.p50,
        'p99 ms': app.p99,
        errors: app.errors + rawFigures.errors + expressFigures.errors,
      });
    }
    // The calls earlier benchmarks measured: health and ad-hoc GraphQL (not the site's documents, never cached).
    const adHoc = [
      ['GET /api/health', { path: '/api/health' }],
      [
        'ad-hoc themes catalogue (GraphQL)',
        {
          path: '/graphql',
          ...gql('{ themes { id title imageUrl plans { title } categories { title } } categories { id title } plans { id title } }'),
        },
      ],
      [
        'ad-hoc plan table (GraphQL)',
        {
          path: '/graphql',
          ...gql('{ plans { id title price listPrice hostingSpaceGb features { id } } features { id title isPrimary isHeading } }'),
        },
      ],
      [
        'ad-hoc work samples page (GraphQL)',
        { path: '/graphql', ...gql('{ workSamples { items { id title domainName imageUrl plans { title } } currentPage lastPage } }') },
      ],
    ];
    for (const [name, request] of adHoc) {
      const app = cannon(server.base + request.path, request);
      extra.push({ request: name, 'req/s': app.rps, 'p50 ms': app.p50, 'p99 ms': app.p99, errors: app.errors });
    }
    console.log(`\nPublic reads under load (10 connections, ${DURATION} s each, server on core 0, load on core 1, embedded SQLite)`);
    console.table(rows);
    const plans = rows.find((r) => r.request === 'GET /api/plans');
    const graphqlPlans = rows.find((r) => r.request === 'GraphQL plan table');
    console.log(`GraphQL plan table / GET /api/plans: ${(graphqlPlans['req/s'] / plans['req/s']).toFixed(2)}×`);
    console.table(extra);
    const adHocPlans = extra.find((r) => r.request === 'ad-hoc plan table (GraphQL)');
    console.log(
      `ad-hoc plan table (an integrator's query, uncached) / GET /api/plans: ${(adHocPlans['req/s'] / plans['req/s']).toFixed(2)}× (target ≥ 0.5)`,
    );
    console.log(`GET /api/plans / bare Express, same bytes: ${plans['× express']}× (target ≥ 1.0)`);
    await homePageTransfer(server.base);
  } finally {
    await stop(server.child);
  }
}

/** Median ms of the first answer after an admin write, 20 write -> read cycles per read. */
async function firstAfterWrite(label, extraEnv) {
  const server = await startServer(extraEnv);
  const rows = [];
  try {
    for (const [name, request, write] of await publicTargets(server.base)) {
      const times = [];
      for (let i = 0; i < 20; i++) {
        const done = await fetch(`${server.base}/graphql`, {
          ...gql(write()),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
        }).then((r) => r.json());
        if (done.errors) throw new Error(JSON.stringify(done.errors));
        const started = process.hrtime.bigint();
        const res = await raw(server.base, request.path, request);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (res.status !== 200) throw new Error(`${name}: ${res.status}`);
      }
      times.sort((a, b) => a - b);
      const hit = [];
      for (let i = 0; i < 20; i++) {
        const started = process.hrtime.bigint();
        await raw(server.base, request.path, request);
        hit.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      hit.sort((a, b) => a - b);
      rows.push({ request: name, 'first after write ms (median)': +times[10].toFixed(2), 'next answers ms (median)': +hit[10].toFixed(2) });
    }
  } finally {
    await stop(server.child);
  }
  console.log(`\nFirst answer after an admin write (${label}; one request at a time, fresh socket)`);
  console.table(rows);
}

/** The home page's initial JavaScript (entry, home page chunk and their imports) as received. */
async function homePageTransfer(base) {
  const dist = join(CLIENT_DIR, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const collect = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
    return into;
  };
  const files = [...collect('src/app/public/home-page.tsx', collect('index.html', new Set()))];
  const totals = { identity: 0, gzip: 0, br: 0 };
  for (const file of files) {
    for (const encoding of Object.keys(totals)) {
      const res = await raw(base, `/${file}`, { headers: encoding === 'identity' ? {} : { 'accept-encoding': encoding } });
      if (res.status !== 200) throw new Error(`/${file}: ${res.status}`);
      totals[encoding] += res.body.length;
    }
  }
  const precompressed = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.br')).length;
  console.log(`\nHome page JavaScript over the wire (${files.length} files; ${precompressed} assets have a .br beside them)`);
  console.table(Object.entries(totals).map(([asked, bytes]) => ({ 'Accept-Encoding': asked, KB: +(bytes / 1024).toFixed(1) })));
}

try {
  if (!PINNED) console.log('taskset not found: server and load share the cores, ratios are rougher');
  await queryCounts();
  await load();
  await firstAfterWrite('embedded SQLite');
  if (process.env.BENCH_DATABASE_URL) {
    await recreateDatabase(process.env.BENCH_DATABASE_URL);
    await firstAfterWrite('MySQL/MariaDB', {
      DATABASE_URL: process.env.BENCH_DATABASE_URL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    });
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
