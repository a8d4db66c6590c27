// Part of `npm run bench` (needs `npm run build`): how fast `/api/health` answers while four
// anonymous clients flood the pages a stranger can ask for. The server runs on core 0, the floods
// and the health probe on core 1. Figures for the notes, never assertions.
//   (a) the cached catalogue, /themes
//   (b) /themes?category=<random id>
//   (c) /work-samples?page=<random page>
//   (d) unknown paths (the 404 page)
//   (e) refused POST /order without JavaScript (issue 33): eight clients of one address posting
//       cross-site forms (403), wrong forms (422, then 429 past RENDER_RATE_LIMIT) and orders past
//       ORDER_RATE_LIMIT (429), for ORDER_FLOOD_DURATION seconds (default 20), while other visitors,
//       each from an address of its own, open a page nobody has opened yet (a render) every
//       second: their 503s are counted.
// BENCH_DURATION (seconds per flood, default 5); CLIENT_DIR (default ../../client); SERVER_MAIN
// (default dist/main.js); the server keeps its defaults (RENDER_RATE_LIMIT and the render pool
// included) but trusts one proxy hop, so the load can speak for several addresses (X-Forwarded-For).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPort, waitFor } from './bench-support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ORDER_FLOOD_DURATION = Number(process.env.ORDER_FLOOD_DURATION ?? 20);
const SERVER_MAIN = process.env.SERVER_MAIN ?? 'dist/main.js';
const CLIENT_DIR = process.env.CLIENT_DIR ?? fileURLToPath(new URL('../../client/', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const PINNED = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const CLIENTS = 4;
/** BENCH_ONLY=(e): only the idle row and the floods whose name starts with it. */
const ONLY = process.env.BENCH_ONLY;

const FLOODS = {
  '(a) cached /themes': () => '/themes',
  '(b) /themes?category=<random>': () => `/themes?category=${1000 + Math.floor(Math.random() * 1e9)}`,
  '(c) /work-samples?page=<random>': () => `/work-samples?page=${2 + Math.floor(Math.random() * 100_000)}`,
  '(d) unknown paths': () => `/no-such-page-${Math.random().toString(36).slice(2)}`,
};
const ORDER_FLOOD = '(e) refused POST /order';
const ORDER_CLIENTS = 8;
/** The flooding clients' one address, and the other visitors' own addresses. */
const FLOODER = '198.51.100.7';
const visitorAddress = (n) => `203.0.113.${1 + (n % 250)}`;

/** The refused posts, in turn: a cross-site form, a wrong form, an order (refused past ORDER_RATE_LIMIT). */
const REFUSED_ORDERS = [
  { headers: { 'sec-fetch-site': 'cross-site' }, fields: { full_name: 'مهاجم', phone_number: '09120000000' } },
  { headers: { 'sec-fetch-site': 'same-origin' }, fields: { full_name: 'مهاجم', phone_number: '0912' } },
  { headers: { 'sec-fetch-site': 'same-origin' }, fields: { full_name: 'مهاجم', phone_number: '09120000001' } },
];

const pinned = (core, args) => (PINNED ? ['taskset', ['-c', String(core), ...args]] : [args[0], args.slice(1)]);

/** One GET (or a form POST when `form` is given), its body read and dropped; resolves with the status. */
function get(agent, base, path, headers = {}, form) {
  return new Promise((resolve, reject) => {
    const body = form && new URLSearchParams(form).toString();
    const req = request(
      new URL(path, base),
      {
        agent,
        method: form ? 'POST' : 'GET',
        headers: {
          'accept-encoding': 'br, gzip',
          ...headers,
          ...(form && { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Pages of the demo catalogue nobody has opened yet (each costs a render): its themes', their demos' and order forms', the filtered catalogue's. */
async function unopenedPages(base) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ themes { id } categories { id } plans { id } }' }),
  });
  const { data } = await response.json();
  return [
    ...data.themes.flatMap(({ id }) => [`/themes/${id}`, `/themes/${id}/demo`, `/order?theme=${id}`]),
    ...data.categories.map(({ id }) => `/themes?category=${id}`),
    ...data.plans.flatMap(({ id }) => [`/themes?plan=${id}`, `/order?plan=${id}`]),
    '/',
    '/about',
    '/plans',
    '/work-samples',
    '/guide',
  ];
}

/** Other visitors during the order flood: one a second, each from an address of its own, each opening a page not opened before. */
async function visitors(base, until) {
  const pages = await unopenedPages(base);
  const statuses = {};
  let n = 0;
  while (Date.now() < until && n < pages.length) {
    const agent = new Agent({ keepAlive: false });
    const status = await get(agent, base, pages[n], { 'x-forwarded-for': visitorAddress(n) }).catch(() => 'error');
    statuses[status] = (statuses[status] ?? 0) + 1;
    n++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return statuses;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The load process (on core 1): the floods and the health probe, side by side for DURATION seconds. */
async function load(base, flood) {
  const orders = flood === ORDER_FLOOD;
  const until = Date.now() + (orders ? ORDER_FLOOD_DURATION : DURATION) * 1000;
  const statuses = {};
  let sent = 0;
  const clients = flood
    ? Array.from({ length: orders ? ORDER_CLIENTS : CLIENTS }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (Date.now() < until) {
          let status;
          if (orders) {
            const { headers, fields } = REFUSED_ORDERS[sent++ % REFUSED_ORDERS.length];
            status = await get(agent, base, '/order', { ...headers, 'x-forwarded-for': FLOODER }, fields).catch(() => 'error');
          } else {
            status = await get(agent, base, FLOODS[flood]()).catch(() => 'error');
          }
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
        agent.destroy();
      })
    : [];
  const others = orders ? visitors(base, until) : Promise.resolve(null);
  const probe = new Agent({ keepAlive: true, maxSockets: 1 });
  const health = [];
  while (Date.now() < until) {
    const started = performance.now();
    await get(probe, base, '/api/health');
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await Promise.all(clients);
  const visitorStatuses = await others;
  probe.destroy();
  health.sort((x, y) => x - y);
  const ms = (p) => Math.round(percentile(health, p));
  process.stdout.write(JSON.stringify({ p50: ms(50), p90: ms(90), p99: ms(99), probes: health.length, statuses, visitorStatuses }));
}

function loadAverage() {
  return spawnSync('uptime', { encoding: 'utf8' })
    .stdout.match(/load average: (.*)$/m)?.[1]
    .trim();
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-isolation-'));
  const port = benchPort(0, 3990, 9);
  const [command, args] = pinned(0, [process.execPath, SERVER_MAIN]);
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
      // The order flood speaks for several addresses; the other floods send no X-Forwarded-For.
      TRUST_PROXY: '1',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    // The cached catalogue is cached: rendered once before its flood.
    await fetch(`${base}/themes`).then((r) => r.arrayBuffer());
    const rows = [];
    for (const flood of [null, ...Object.keys(FLOODS), ORDER_FLOOD].filter((flood) => !ONLY || flood === null || flood.startsWith(ONLY))) {
      const [loader, loaderArgs] = pinned(1, [process.execPath, SELF, 'load', base, flood ?? '']);
      const result = spawnSync(loader, loaderArgs, { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(result.stderr);
      const { p50, p90, p99, probes, statuses, visitorStatuses } = JSON.parse(result.stdout);
      rows.push({
        flood: flood ?? 'none (idle)',
        'health p50 ms': p50,
        'p90 ms': p90,
        'p99 ms': p99,
        probes,
        'flood answers': Object.entries(statuses)
          .map(([status, count]) => `${count}×${status}`)
          .join(' '),
        "other visitors' first views": visitorStatuses
          ? Object.entries(visitorStatuses)
              .map(([status, count]) => `${count}×${status}`)
              .join(' ')
          : '',
        'load average': loadAverage(),
      });
    }
    console.log(
      `\n/api/health while ${CLIENTS} clients flood (${DURATION} s each; (e): ${ORDER_CLIENTS} clients, ${ORDER_FLOOD_DURATION} s; server on core 0, load on core 1)`,
    );
    console.table(rows);
    const order = rows.find((row) => row.flood === ORDER_FLOOD);
    if (order) {
      const busy = Number(/(\d+)×503/.exec(order["other visitors' first views"])?.[1] ?? 0);
      console.log(`refused POST /order flood: health p90 ${order['p90 ms']} ms; other visitors' first page views answered 503: ${busy}`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'load') await load(process.argv[3], process.argv[4] || null);
else await main();
