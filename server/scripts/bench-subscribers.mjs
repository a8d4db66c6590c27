// Part of `npm run bench` (needs `npm run build`): the back office's live socket under many admins
// (issue 22 target: with 500 subscribers on one instance, p95 ≤ 1 s). Figures for the notes, never
// assertions.
//   BENCH_SUBSCRIBERS graphql-ws clients (default 500) on /graphql, each authenticated in
//   connection_init with an admin token (30 sockets per admin, their cap) and subscribed to `orderEvents`; then BENCH_ROUNDS requests
//   (default 5) placed one after another through the public form's mutation. For each, the time from
//   sending the request to each subscriber receiving its event: p50, p95 and max over all deliveries.
//   The server's memory per connection: (RSS with every subscriber connected − RSS before) / count.
// The server runs pinned to core 0 on a fresh embedded database; the clients share core 1 (when
// taskset exists), so their own turn-taking is inside the figures. BENCH_PORT (default: a random one).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { benchPort, waitFor } from './bench-support.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SOCKETS_PER_ADMIN = 30;
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const PINNED = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const ADMIN = { login: 'bench-subscribers@example.com', password: 'bench-only-password' };
const EVENTS = 'subscription { orderEvents { kind orderId } }';
const PLACE = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';

if (PINNED) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-subscribers-'));
  const port = benchPort(0, 4100, 800);
  const args = [process.execPath, join(process.env.BENCH_DIST ?? 'dist', 'main.js')];
  const [command, rest] = PINNED ? ['taskset', ['-c', '0', ...args]] : [args[0], args.slice(1)];
  // taskset execs node in place, so the child's pid is the server's (its RSS is read from /proc).
  const child = spawn(command, rest, {
    cwd: SERVER_DIR,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
      ORDER_RATE_LIMIT: '1000000',
      REDIS_URL: '',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    rssBytes: () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) * 1024,
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

/** One admin's live socket: `arrived(orderId)` resolves with the time its CREATED event came in. */
function subscriber(base, token) {
  const waiting = new Map();
  const seen = new Map();
  let onConnected;
  const connected = new Promise((resolve) => (onConnected = resolve));
  const client = createClient({
    url: `${base.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    on: { connected: () => onConnected() },
  });
  client.subscribe(
    { query: EVENTS },
    {
      next: ({ data }) => {
        if (data?.orderEvents.kind !== 'CREATED') return;
        const at = performance.now();
        const id = data.orderEvents.orderId;
        seen.set(id, at);
        waiting.get(id)?.(at);
      },
      error: (error) => console.error('subscription failed:', error),
      complete: () => undefined,
    },
  );
  return {
    connected,
    client,
    arrived: (id) => (seen.has(id) ? Promise.resolve(seen.get(id)) : new Promise((resolve) => waiting.set(id, resolve))),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => Math.round(value);

let phone = 0;
/** Places a request as a visitor; resolves with its id and the time it was sent. */
async function place(base) {
  const sent = performance.now();
  const data = await gql(base, PLACE, {
    input: { fullName: 'بازدیدکننده سنجش', phoneNumber: `0912${String(1_000_000 + phone++).padStart(7, '0')}` },
  });
  return { id: data.createOrder.id, sent, answered: performance.now() };
}

const server = await startServer();
try {
  const login = async (input) =>
    (await gql(server.base, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input })).login.accessToken;
  const accessToken = await login(ADMIN);
  // An admin may hold 30 sockets (docs/INTEGRATORS.md, "Live back office"): the subscribers are as many admins' tabs.
  const tokens = [accessToken];
  for (let i = 1; i < Math.ceil(SUBSCRIBERS / SOCKETS_PER_ADMIN); i++) {
    const input = {
      name: 'سنجش',
      family: `مدیر ${i}`,
      email: `bench-live-${i}@example.com`,
      phone: `0912${String(3_000_000 + i).padStart(7, '0')}`,
      password: ADMIN.password,
    };
    await gql(server.base, 'mutation($input: CreateAdminInput!) { createAdmin(input: $input) { id } }', { input }, accessToken);
    tokens.push(await login({ login: input.email, password: input.password }));
  }
  // A first request warms the write path, so "before" counts a server that has already served one.
  await place(server.base);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssBefore = server.rssBytes();

  const connectStart = performance.now();
  // 16 at a time: one address may hold only 16 sockets before connection_init (docs/INTEGRATORS.md, "Live back office").
  const subscribers = [];
  while (subscribers.length < SUBSCRIBERS) {
    const batch = Array.from({ length: Math.min(16, SUBSCRIBERS - subscribers.length) }, (_, i) =>
      subscriber(server.base, tokens[Math.floor((subscribers.length + i) / SOCKETS_PER_ADMIN)]),
    );
    await Promise.all(batch.map((s) => s.connected));
    subscribers.push(...batch);
  }
  const connectedIn = performance.now() - connectStart;
  // The subscribe message follows connection_ack: a warm-up request that every socket receives
  // shows each subscription is in place (and is left out of the figures).
  const warm = await place(server.base);
  await Promise.all(subscribers.map((s) => s.arrived(warm.id)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const rssAfter = server.rssBytes();

  const latencies = [];
  const answers = [];
  for (let round = 0; round < ROUNDS; round++) {
    const order = await place(server.base);
    answers.push(order.answered - order.sent);
    const times = await Promise.all(subscribers.map((s) => s.arrived(order.id)));
    latencies.push(...times.map((at) => at - order.sent));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  latencies.sort((a, b) => a - b);

  console.log(`\nLive socket: ${SUBSCRIBERS} admins subscribed to orderEvents on one instance (graphql-ws on /graphql)`);
  console.table([
    { figure: `connecting all ${SUBSCRIBERS} (connection_ack)`, value: `${ms(connectedIn)} ms` },
    {
      figure: `request placed → event at each subscriber, p50 (${latencies.length} deliveries)`,
      value: `${ms(percentile(latencies, 50))} ms`,
    },
    { figure: 'request placed → event at each subscriber, p95 (target ≤ 1000 ms)', value: `${ms(percentile(latencies, 95))} ms` },
    { figure: 'request placed → event at each subscriber, max', value: `${ms(latencies[latencies.length - 1])} ms` },
    { figure: 'createOrder answer, median', value: `${ms([...answers].sort((a, b) => a - b)[Math.floor(answers.length / 2)])} ms` },
    {
      figure: 'server RSS before / with subscribers',
      value: `${(rssBefore / 2 ** 20).toFixed(1)} / ${(rssAfter / 2 ** 20).toFixed(1)} MiB`,
    },
    {
      figure: 'server memory per connection (RSS after − before) / count',
      value: `${((rssAfter - rssBefore) / SUBSCRIBERS / 1024).toFixed(1)} KiB`,
    },
  ]);
  await Promise.all(subscribers.map((s) => s.client.dispose()));
} finally {
  await server.stop();
}
