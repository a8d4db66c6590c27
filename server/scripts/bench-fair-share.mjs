// `node scripts/bench-fair-share.mjs`: whether visitors keep their share of the server while staff
// write (figures for the notes, never assertions). Needs a build (npm run build).
// Per engine (embedded SQLite; MySQL/MariaDB too unless BENCH_FAIR_DATABASE_URL=off), one server on
// CPU 0, this load generator and the MySQL/MariaDB server on CPU 1 (its affinity is put back after):
//   1. orders alone: 200 closed-loop order clients;
//   2. the same 200 beside 50 admin clients (changing a request's status and adding a customer, in turn);
//   3. open loop: 100 orders a second, sent whether or not earlier ones were answered, beside the 50 admins.
// Every order and customer has a phone number of its own. Four admins are on duty, so every order
// takes its turn in the rotation. Targets: orders/s with admins ≥ 0.5 × alone, order p99 with
// admins ≤ 2 × alone, admin p99 ≤ 2 s, no timeout (10 s), no order lost (acknowledged but not
// stored); open loop: order p99 ≤ 1 s.
// BENCH_FAIR_DURATION (seconds per phase, default 30); BENCH_FAIR_ENGINES (default "sqlite,mysql");
// BENCH_FAIR_ORDER_CLIENTS, BENCH_FAIR_ADMIN_CLIENTS, BENCH_FAIR_RATE (200, 50, 100).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { benchPort, recreateDatabase, waitFor } from './bench-support.mjs';

const DURATION_S = Number(process.env.BENCH_FAIR_DURATION ?? 30);
const ENGINES = (process.env.BENCH_FAIR_ENGINES ?? 'sqlite,mysql').split(',');
const DATABASE_URL = process.env.BENCH_FAIR_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/bench_fair_share';
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
// Scaled down only to compare two builds on a machine too busy for the real mix; the targets are for these defaults.
const ORDER_CLIENTS = Number(process.env.BENCH_FAIR_ORDER_CLIENTS ?? 200);
const ADMIN_CLIENTS = Number(process.env.BENCH_FAIR_ADMIN_CLIENTS ?? 50);
const OPEN_LOOP_RATE = Number(process.env.BENCH_FAIR_RATE ?? 100);
const TIMEOUT_MS = 10_000;
const PASSWORD = 'bench-only-password';
const ORDER = 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { id } }';

const PINNED = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const pin = (cpu, pid) => spawnSync('taskset', ['-acp', String(cpu), String(pid)], { stdio: 'ignore' });

/** Distinct mobile numbers across the whole run: `0912` and seven digits from one counter. */
let phones = 0;
const nextPhone = () => `0912${String(++phones).padStart(7, '0')}`;

/** The MySQL/MariaDB server's pid and its affinity before the run, so it can be put back. */
function pinDatabaseServer() {
  const found = spawnSync('pgrep', ['-x', 'mariadbd|mysqld'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  if (!found || !PINNED) return () => {};
  const before = spawnSync('taskset', ['-pc', found], { encoding: 'utf8' }).stdout.trim().split(': ')[1];
  pin(1, found);
  return () => before && spawnSync('taskset', ['-acp', before, found], { stdio: 'ignore' });
}

async function startServer(engine, dataDir) {
  const port = benchPort(0, 3800, 90);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    ORDER_RATE_LIMIT: '100000000',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  if (engine === 'mysql') env.DATABASE_URL = DATABASE_URL;
  else delete env.DATABASE_URL;
  const args = ['node', 'dist/main.js'];
  const server = PINNED
    ? spawn('taskset', ['-c', '0', ...args], { cwd: SERVER_DIR, env, stdio: 'ignore' })
    : spawn(args[0], args.slice(1), { cwd: SERVER_DIR, env, stdio: 'ignore' });
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

async function gql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const orderBody = (tag) => JSON.stringify({ query: ORDER, variables: { i: { fullName: `بار ${tag}`, phoneNumber: nextPhone() } } });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The id of the request an answer acknowledges, or null when it acknowledges none. */
const acknowledgedId = (body) => {
  const match = /"createOrder":\{"id":(\d+)/.exec(body);
  return match ? Number(match[1]) : null;
};

/** The ids of every stored request, read from the database once the server has stopped. */
async function storedIds(engine, dataDir) {
  if (engine === 'mysql') {
    const connection = await createConnection(DATABASE_URL);
    const [rows] = await connection.query('SELECT id FROM orders');
    await connection.end();
    return new Set(rows.map((row) => row.id));
  }
  const db = new Database(join(dataDir, 'site.sqlite'), { readonly: true });
  const ids = new Set(db.prepare('SELECT id FROM orders').pluck().all());
  db.close();
  return ids;
}

/** Closed loop: `ORDER_CLIENTS` clients, each sending its next order once the last is answered. */
function closedLoopOrders(base, tag, seconds = DURATION_S) {
  const acknowledged = [];
  let refused = 0;
  let failed = 0;
  const run = autocannon({
    url: `${base}/graphql`,
    connections: ORDER_CLIENTS,
    duration: seconds,
    timeout: TIMEOUT_MS / 1000,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: orderBody(tag) }),
        onResponse: (status, body) => {
          const id = status === 200 ? acknowledgedId(body) : null;
          if (id !== null) acknowledged.push(id);
          else if (status === 503) refused++;
          else failed++;
        },
      },
    ],
  });
  return run.then((result) => ({
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    timeouts: result.timeouts,
    errors: failed + result.errors - result.timeouts,
    refused,
    acknowledged,
  }));
}

/** Open loop: an order every 1/rate s whatever happened to the earlier ones; latency from when it was due. */
async function openLoopOrders(base, tag) {
  const times = [];
  const outcome = { acknowledged: [], timeouts: 0, errors: 0, refused: 0 };
  const sent = [];
  const start = performance.now();
  const total = OPEN_LOOP_RATE * DURATION_S;
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / OPEN_LOOP_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: orderBody(tag),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).then(
        async (res) => {
          const text = await res.text();
          times.push(performance.now() - due);
          const id = res.status === 200 ? acknowledgedId(text) : null;
          if (id !== null) outcome.acknowledged.push(id);
          else if (res.status === 503) outcome.refused++;
          else outcome.errors++;
        },
        () => outcome.timeouts++,
      ),
    );
  }
  await Promise.all(sent);
  times.sort((a, b) => a - b);
  return { ...outcome, perSecond: total / DURATION_S, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** One admin client: changes its own request's status and adds a customer, in turn, until `until`. */
async function adminClient(base, token, client, orderId, until, sample) {
  const statuses = ['PROCESSING', 'COMPLETED', 'PENDING'];
  for (let n = 1; Date.now() < until; n++) {
    const query =
      n % 2
        ? `mutation { changeOrderStatus(id: ${orderId}, status: ${statuses[n % 3]}) { id } }`
        : `mutation { createCustomer(input: { name: "مشتری", family: "بار ${client}-${n}", email: "fair-${phones}-${client}-${n}@example.com", phone: "${nextPhone()}" }) { id } }`;
    const started = performance.now();
    try {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await res.json();
      if (res.status === 503) sample.refused++;
      else if (res.status !== 200 || body.errors) sample.errors++;
      sample.times.push(performance.now() - started);
    } catch {
      sample.timeouts++;
    }
  }
}

function admins(base, token, orderIds) {
  const sample = { times: [], errors: 0, timeouts: 0, refused: 0 };
  const until = Date.now() + DURATION_S * 1000;
  const done = Promise.all(orderIds.map((orderId, i) => adminClient(base, token, i, orderId, until, sample)));
  return done.then(() => {
    sample.times.sort((a, b) => a - b);
    return { ...sample, p99: percentile(sample.times, 99), perSecond: sample.times.length / DURATION_S };
  });
}

async function prepare(base) {
  const login = (email) =>
    gql(base, 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', { i: { login: email, password: PASSWORD } }).then(
      (data) => data.login.accessToken,
    );
  const token = await login('admin@example.com');
  const me = await gql(base, '{ me { id } }', {}, token);
  const onDuty = [me.me.id];
  for (let i = 1; i < 4; i++) {
    const input = { name: 'مشاور', family: `کشیک ${i}`, email: `duty-${i}@example.com`, password: PASSWORD, phone: nextPhone() };
    const created = await gql(base, 'mutation($i: CreateAdminInput!) { createAdmin(input: $i) { id } }', { i: input }, token);
    onDuty.push(created.createAdmin.id);
  }
  for (const id of onDuty) await gql(base, `mutation { setAdminOnDuty(id: ${id}, onDuty: true) { id } }`, {}, token);
  const orderIds = [];
  for (let i = 0; i < ADMIN_CLIENTS; i++) {
    const data = await gql(base, ORDER, { i: { fullName: `بنچ ${i}`, phoneNumber: nextPhone() } });
    orderIds.push(data.createOrder.id);
  }
  return { token, orderIds };
}

const ms = (value) => Math.round(value);
const ratio = (a, b) => (b ? +(a / b).toFixed(2) : 0);

async function bench(engine) {
  if (engine === 'mysql') {
    try {
      await recreateDatabase(DATABASE_URL);
    } catch (error) {
      console.log(`\nFair share on MySQL/MariaDB: skipped, none at ${DATABASE_URL} (${error.code ?? error.message})`);
      return;
    }
  }
  const unpinDatabase = engine === 'mysql' ? pinDatabaseServer() : () => {};
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fair-'));
  let server;
  try {
    const started = await startServer(engine, dataDir);
    server = started.server;
    const base = started.base;
    const { token, orderIds } = await prepare(base);
    // A short flood first: the first seconds of a fresh process (V8 compiling, pools opening) are not the steady state.
    await closedLoopOrders(base, 'گرم', 5);
    const alone = await closedLoopOrders(base, 'تنها');
    const [mixed, mixedAdmins] = await Promise.all([closedLoopOrders(base, 'کنار'), admins(base, token, orderIds)]);
    const [open, openAdmins] = await Promise.all([openLoopOrders(base, 'باز'), admins(base, token, orderIds)]);
    const loadAverage = loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    await stop(server);
    const ids = await storedIds(engine, dataDir);
    const missing = (run) => run.acknowledged.filter((id) => !ids.has(id)).length;
    const lost = { alone: missing(alone), mixed: missing(mixed), open: missing(open) };
    const name = engine === 'mysql' ? 'MySQL/MariaDB' : 'embedded SQLite';
    console.log(
      `\nFair share on ${name}: ${ORDER_CLIENTS} order clients, ${ADMIN_CLIENTS} admin clients, ${DURATION_S} s a phase; server on CPU 0, load${engine === 'mysql' ? ' and database' : ''} on CPU 1${PINNED ? '' : ' (not pinned: no taskset)'}; load average ${loadAverage}`,
    );
    const row = (phase, orders, admin, lostOrders) => ({
      phase,
      'orders/s': ms(orders.perSecond),
      'order p50 ms': ms(orders.p50),
      'order p99 ms': ms(orders.p99),
      'order timeouts': orders.timeouts,
      'order 503s': orders.refused,
      'order errors': orders.errors,
      'orders lost': lostOrders,
      'admin writes/s': admin ? ms(admin.perSecond) : '',
      'admin p99 ms': admin ? ms(admin.p99) : '',
      'admin timeouts': admin ? admin.timeouts : '',
      'admin 503s': admin ? admin.refused : '',
      'admin errors': admin ? admin.errors : '',
    });
    console.table([
      row('orders alone', alone, null, lost.alone),
      row('orders beside admins', mixed, mixedAdmins, lost.mixed),
      row(`open loop ${OPEN_LOOP_RATE}/s beside admins`, open, openAdmins, lost.open),
    ]);
    console.table([
      {
        'orders/s with admins ÷ alone (≥ 0.5)': ratio(mixed.perSecond, alone.perSecond),
        'order p99 with admins ÷ alone (≤ 2)': ratio(mixed.p99, alone.p99),
        'admin p99 s (≤ 2)': +(mixedAdmins.p99 / 1000).toFixed(2),
        'open-loop order p99 s (≤ 1)': +(open.p99 / 1000).toFixed(2),
        'timeouts (0)': alone.timeouts + mixed.timeouts + open.timeouts + mixedAdmins.timeouts + openAdmins.timeouts,
        'lost (0)': lost.alone + lost.mixed + lost.open,
      },
    ]);
  } finally {
    if (server) await stop(server);
    unpinDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (PINNED) pin(1, process.pid);
for (const engine of ENGINES) await bench(engine);
