// Part of `npm run bench` (needs `npm run build`): what Prometheus metrics cost (issue 26). Figures
// for the notes, never assertions.
//   1. `/api/plans` req/s and latency with metrics off and on (METRICS_TOKEN set, scraped every
//      second as Prometheus would, only faster), in one run, alternating off/on/off/on so a busy
//      neighbour on the machine weighs on both alike; the ratio on/off is the figure (target ≥ 0.95).
//   2. The `/metrics` answer time and series count before and after 1,000 distinct random URLs
//      (the product's `site_*` count must not change: routes are labelled by template, never by
//      path; the runtime's `nodejs_*` series may, and the added ones are listed).
// The server runs pinned to core 0, autocannon and the scraper on core 1 (when taskset exists).
// BENCH_DURATION (seconds per measurement, default 5); BENCH_PORT (default: a random one).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPort, waitFor } from './bench-support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const PINNED = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const TOKEN = 'bench-metrics-token-0123456789';
const ROUNDS = 2;

const pinned = (core, args) => (PINNED ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)]);

/** The built server on core 0, on a fresh embedded database, with or without metrics. */
async function startServer(metrics) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-metrics-'));
  const port = benchPort(0, 4100, 800);
  const [command, args] = pinned(0, [process.execPath, 'dist/main.js']);
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'bench-only-password',
      LOG_LEVEL: 'silent',
      METRICS_TOKEN: metrics ? TOKEN : '',
      METRICS_PORT: '',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** autocannon on core 1: 10 connections for DURATION seconds; asynchronous, so this process can scrape meanwhile. */
function cannon(url) {
  const [command, rest] = pinned(1, [process.execPath, AUTOCANNON, '-j', '-c', '10', '-d', String(DURATION), url]);
  return new Promise((resolve, reject) => {
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', () => {
      try {
        const json = JSON.parse(out);
        resolve({
          rps: Math.round(json.requests.average),
          p50: json.latency.p50,
          p99: json.latency.p99,
          errors: json.errors + json.non2xx,
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function scrape(base) {
  const started = performance.now();
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const series = text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.slice(0, line.lastIndexOf(' ')));
  return { ms: performance.now() - started, series: series.length, names: series };
}

/** One load measurement; with metrics on, a scrape every second meanwhile (from this process, on core 1's side). */
async function measure(metrics) {
  const server = await startServer(metrics);
  try {
    await fetch(`${server.base}/api/plans`).then((r) => r.arrayBuffer());
    let scraping = metrics;
    const scrapes = [];
    const scraper = (async () => {
      while (scraping) {
        scrapes.push((await scrape(server.base)).ms);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const result = await cannon(`${server.base}/api/plans`);
    scraping = false;
    await scraper;
    return { ...result, scrapes: scrapes.length };
  } finally {
    await server.stop();
  }
}

/** The scrape before and after 1,000 distinct URLs: answer time and series count. */
async function seriesGrowth() {
  const server = await startServer(true);
  try {
    const word = () =>
      Math.random()
        .toString(36)
        .slice(2, 2 + 1 + Math.floor(Math.random() * 8));
    const kinds = ['/api/', '/uploads/', '/graphql/', '/assets/', '/', '/api/plans/'];
    // Every seventh a real route with a parameter (a plan's features, by an id of its own): labelled by its template.
    const url = (i) =>
      i % 7 === 6
        ? `${server.base}/api/themes/plans/${i}/get-features?${word()}=${word()}`
        : `${server.base}${kinds[i % kinds.length]}${word()}/${word()}?${word()}=${word()}`;
    for (let i = 0; i < 24; i++) await fetch(url(i)).then((r) => r.arrayBuffer());
    const before = await scrape(server.base);
    for (let i = 0; i < 1000; i += 20) {
      await Promise.all(Array.from({ length: 20 }, (_, j) => fetch(url(i + j)).then((r) => r.arrayBuffer())));
    }
    const after = await scrape(server.base);
    // The runtime's own series come and go with the process (a first major GC adds its buckets,
    // `nodejs_active_*{type}` lists what is open at that instant); the product's must not move.
    const added = after.names.filter((name) => !before.names.includes(name));
    if (added.length) console.log('series present after the 1,000 URLs and not before:', added);
    const own = (names) => names.filter((name) => name.startsWith('site_')).length;
    const times = [];
    for (let i = 0; i < 20; i++) times.push((await scrape(server.base)).ms);
    times.sort((x, y) => x - y);
    return {
      'site_* series before': own(before.names),
      'site_* after 1,000 URLs': own(after.names),
      'all series before': before.series,
      'all after': after.series,
      '/metrics median ms': Math.round(times[10] * 10) / 10,
      '/metrics max ms': Math.round(times[times.length - 1] * 10) / 10,
    };
  } finally {
    await server.stop();
  }
}

const rows = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const metrics of [false, true]) rows.push({ round, metrics: metrics ? 'on' : 'off', ...(await measure(metrics)) });
}
console.log(`\n/api/plans with metrics off and on (${DURATION} s each, 10 connections${PINNED ? ', server on core 0' : ''}):`);
console.table(rows);
const mean = (on) => rows.filter((row) => row.metrics === (on ? 'on' : 'off')).reduce((sum, row) => sum + row.rps, 0) / ROUNDS;
console.log(`req/s on ÷ off: ${(mean(true) / mean(false)).toFixed(3)} (target ≥ 0.95)`);
console.log('\n/metrics with 1,000 distinct random URLs served in between:');
console.table([await seriesGrowth()]);
