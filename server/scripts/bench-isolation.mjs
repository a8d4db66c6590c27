// Part of `npm run bench` (needs `npm run build`): how fast `/api/health` answers while four
// anonymous clients flood the pages a stranger can ask for. The server runs on core 0, the floods
// and the health probe on core 1. Figures for the notes, never assertions.
//   (a) the cached catalogue, /themes
//   (b) /themes?category=<random id>
//   (c) /work-samples?page=<random page>
//   (d) unknown paths (the 404 page)
// BENCH_DURATION (seconds per flood, default 5); CLIENT_DIR (default ../../client); the server
// keeps its defaults (RENDER_RATE_LIMIT and the render pool included).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPort, waitFor } from './bench-support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CLIENT_DIR = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../../client/', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const PINNED = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const CLIENTS = 4;

const FLOODS = {
  '(a) cached /themes': () => '/themes',
  '(b) /themes?category=<random>': () => `/themes?category=${1000 + Math.floor(Math.random() * 1e9)}`,
  '(c) /work-samples?page=<random>': () => `/work-samples?page=${2 + Math.floor(Math.random() * 100_000)}`,
  '(d) unknown paths': () => `/no-such-page-${Math.random().toString(36).slice(2)}`,
};

const pinned = (core, args) => (PINNED ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)]);

/** One GET, its body read and dropped; resolves with the status. */
function get(agent, base, path) {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { agent, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The load process (on core 1): the floods and the health probe, side by side for DURATION seconds. */
async function load(base, flood) {
  const until = Date.now() + DURATION * 1000;
  const statuses = {};
  const clients = flood
    ? Array.from({ length: CLIENTS }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (Date.now() < until) {
          const status = await get(agent, base, FLOODS[flood]()).catch(() => 'error');
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
        agent.destroy();
      })
    : [];
  const probe = new Agent({ keepAlive: true, maxSockets: 1 });
  const health = [];
  while (Date.now() < until) {
    const started = performance.now();
    await get(probe, base, '/api/health');
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(clients);
  probe.destroy();
  health.sort((x, y) => x - y);
  const ms = (p) => Math.round(percentile(health, p));
  process.stdout.write(JSON.stringify({ p50: ms(50), p90: ms(90), p99: ms(99), probes: health.length, statuses }));
}

function loadAverage() {
  return spawnSync('uptime', { encoding: 'utf8' })
    .stdout.match(/load average: (.*)$/m)?.[1]
    .trim();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-isolation-'));
  const port = benchPort(0, 3990, 9);
  const [command, args] = pinned(0, [process.execPath, 'dist/main.js']);
  const server = spawn(command, args, {
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
      CLIENT_DIST_DIR: join(CLIENT_DIR, 'dist'),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    // The cached catalogue is cached: rendered once before its flood.
    await fetch(`${base}/themes`).then((r) => r.arrayBuffer());
    const rows = [];
    for (const flood of [null, ...Object.keys(FLOODS)]) {
      const [loader, loaderArgs] = pinned(1, [process.execPath, SELF, 'load', base, flood ?? '']);
      const result = spawnSync(loader, loaderArgs, { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(result.stderr);
      const { p50, p90, p99, probes, statuses } = JSON.parse(result.stdout);
      rows.push({
        flood: flood ?? 'none (idle)',
        'health p50 ms': p50,
        'p90 ms': p90,
        'p99 ms': p99,
        probes,
        'flood answers': Object.entries(statuses)
          .map(([status, count]) => `${count}×${status}`)
          .join(' '),
        'load average': loadAverage(),
      });
    }
    console.log(`\n/api/health while ${CLIENTS} clients flood (${DURATION} s each; server on core 0, load on core 1)`);
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'load') await load(process.argv[3], process.argv[4] || null);
else await main();
