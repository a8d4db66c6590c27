// `node scripts/bench-admin-load.mjs`: figures for the notes on issue 20 point 9, never assertions.
// Needs a build (npm run build) and MySQL/MariaDB: BENCH_DATABASE_URL names a scratch database
// (dropped and created anew; default mysql://root@127.0.0.1:3306/bench_admin_load).
// The server runs on CPU 0 (`taskset -c 0`), this load generator on CPU 1: 200 clients send public
// orders (ORDER_RATE_LIMIT raised so none is refused) while 50 admin clients (one login) each
// change the status of an order and add a customer in turn, for BENCH_ADMIN_DURATION seconds (default 60).
// Target: no admin write over the 10 s client timeout, admin p99 ≤ 2 s (past the first BENCH_ADMIN_WARMUP seconds, default 5).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchPort, recreateDatabase } from './bench-support.mjs';

const DURATION_S = Number(process.env.BENCH_ADMIN_DURATION ?? 60);
/**
 * The first seconds of the flood are reported apart: 250 connections open at once on a server
 * whose admin write paths have not run yet (V8 still interprets them, the pool is still opening
 * connections), which a server in service meets once, not under every flood.
 */
const WARMUP_S = Number(process.env.BENCH_ADMIN_WARMUP ?? 5);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/bench_admin_load';
const SERVER_DIR = new URL('..', import.meta.url).pathname;
const ORDER_CLIENTS = 200;
const ADMIN_CLIENTS = 50;
const TIMEOUT_MS = 10_000;
const PASSWORD = 'bench-only-password';

const pin = (cpu, pid) => spawnSync('taskset', ['-cp', String(cpu), String(pid)], { stdio: 'ignore' });

async function startServer(dataDir) {
  const port = benchPort(0, 3900, 90);
  const env = {
    ...process.env,
    DATABASE_URL,
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'silent',
    ORDER_RATE_LIMIT: '100000000',
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  // BENCH_NODE_ARGS: flags for the measured server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p` (not allowed in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn('taskset', ['-c', '0', 'node', ...nodeArgs, 'dist/main.js'], { cwd: SERVER_DIR, env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
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

/** CPU time (user + system) the process has used so far, in ms; `taskset` execs node, so the pid is the server's. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One admin client: changes its own order's status and adds a customer, in turn, until `until`. */
async function adminClient(base, token, client, orderId, until, times, failures, warmTimes, warmUntil) {
  const statuses = ['PROCESSING', 'COMPLETED', 'PENDING'];
  let n = 0;
  while (Date.now() < until) {
    n++;
    const phone = `0912${String(client * 10000 + n).padStart(7, '0')}`;
    const query =
      n % 2
        ? `mutation { changeOrderStatus(id: ${orderId}, status: ${statuses[n % 3]}) { id } }`
        : `mutation { createCustomer(input: { name: "مشتری", family: "بار ${client}-${n}", email: "load-${client}-${n}@example.com", phone: "${phone}" }) { id } }`;
    const started = performance.now();
    try {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = await res.json();
      if (res.status !== 200 || body.errors) failures.errors++;
      (started < warmUntil ? warmTimes : times).push(performance.now() - started);
    } catch {
      failures.timeouts++;
    }
  }
}

pin(1, process.pid);
try {
  await recreateDatabase(DATABASE_URL);
} catch (error) {
  console.log(`\nAdmin writes under public load: skipped, no MySQL/MariaDB at ${DATABASE_URL} (${error.code ?? error.message})`);
  process.exit(0);
}
const dataDir = mkdtempSync(join(tmpdir(), 'bench-admin-'));
const { server, base } = await startServer(dataDir);
try {
  const token = (
    await gql(base, 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
      i: { login: 'admin@example.com', password: PASSWORD },
    })
  ).login.accessToken;
  const orderIds = [];
  for (let i = 0; i < ADMIN_CLIENTS; i++) {
    const data = await gql(base, 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { id } }', {
      i: { fullName: `بنچ ${i}`, phoneNumber: '09121234567' },
    });
    orderIds.push(data.createOrder.id);
  }
  const order = JSON.stringify({
    query: 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { id } }',
    variables: { i: { fullName: 'مشتری بار', phoneNumber: '09121234567', description: 'درخواست در آزمون بار' } },
  });
  const times = [];
  const failures = { errors: 0, timeouts: 0 };
  const cpuBefore = cpuMs(server.pid);
  const until = Date.now() + DURATION_S * 1000;
  const warmTimes = [];
  const warmUntil = performance.now() + WARMUP_S * 1000;
  const orders = autocannon({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: order,
    connections: ORDER_CLIENTS,
    duration: DURATION_S,
    timeout: TIMEOUT_MS / 1000,
  });
  const admins = Promise.all(
    Array.from({ length: ADMIN_CLIENTS }, (_, i) => adminClient(base, token, i, orderIds[i], until, times, failures, warmTimes, warmUntil)),
  );
  const [orderResult] = await Promise.all([orders, admins]);
  const cpuUsed = cpuMs(server.pid) - cpuBefore;
  const row = (label, sample) => {
    sample.sort((a, b) => a - b);
    return {
      'admin writes': label,
      count: sample.length,
      'p50 ms': Math.round(percentile(sample, 50)),
      'p90 ms': Math.round(percentile(sample, 90)),
      'p99 ms': Math.round(percentile(sample, 99)),
      'max ms': Math.round(sample.at(-1) ?? 0),
    };
  };
  console.log(
    `\nAdmin writes beside public orders on MySQL/MariaDB (${ORDER_CLIENTS} order clients, ${ADMIN_CLIENTS} admin clients, ${DURATION_S} s; server on CPU 0, load on CPU 1; load average ${loadavg()[0].toFixed(2)})`,
  );
  console.table([
    row(`started in the first ${WARMUP_S} s`, warmTimes),
    row('started after (target p99 ≤ 2 s)', times),
    row('all', [...warmTimes, ...times]),
  ]);
  console.table([
    {
      'admin timeouts (10 s)': failures.timeouts,
      'admin errors': failures.errors,
      'orders/s': Math.round(orderResult.requests.average),
      'order p99 ms': orderResult.latency.p99,
      'order errors': orderResult.errors + orderResult.non2xx,
      'server CPU ms/request': +(cpuUsed / (orderResult.requests.total + warmTimes.length + times.length + failures.timeouts)).toFixed(2),
    },
  ]);
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}
