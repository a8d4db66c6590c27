// Part of `npm run bench` (needs `npm run build`): what webhooks cost and deliver (issue 23).
// Figures for the notes, never assertions.
//   1. The outbox write on POST /api/orders/create: the median of 200 sequential creates with no
//      endpoint (no outbox row), then with one endpoint subscribed to order.created (a row each,
//      in the create's transaction, and the worker sending meanwhile).
//   2. Deliveries per second: EVENTS orders are created while the local receiver holds its answers,
//      then it is let go; the time until every one has arrived once gives the worker's rate.
//   3. Head of line (issue 33): HOL_EVENTS orders, one after another, to a healthy receiver beside
//      one that accepts the connection and never answers (each of its calls runs into the 10 s
//      delivery timeout); the healthy receiver's delay from each create to its arrival, p50/p99.
//      Target: p99 ≤ 1 s (before endpoints had lanes of their own: 30 events took 60 s).
// On the embedded database by default; BENCH_DATABASE_URL=mysql://... runs it on MySQL/MariaDB.
// BENCH_WEBHOOK_EVENTS (default 1000), BENCH_WEBHOOK_HOL_EVENTS (default 30); BENCH_DIST, the
// compiled server's folder (default dist).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPort, recreateDatabase, waitFor } from './bench-support.mjs';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const HOL_EVENTS = Number(process.env.BENCH_WEBHOOK_HOL_EVENTS ?? 30);
const DIST = process.env.BENCH_DIST ?? 'dist';
const SAMPLES = 200;
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = { login: 'bench-webhooks@example.com', password: 'bench-only-password' };

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
  const database = process.env.BENCH_DATABASE_URL;
  if (database) await recreateDatabase(database);
  const port = benchPort(0, 4100, 800);
  const child = spawn(process.execPath, [join(DIST, 'main.js')], {
    cwd: SERVER_DIR,
    stdio: 'ignore',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database } : {}),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.login,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      ORDER_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'silent',
      // The receiver is on loopback.
      WEBHOOKS_ALLOW_INSECURE: 'true',
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

/** Counts distinct webhook-ids; while `held`, answers wait until `release()`. */
async function startReceiver() {
  const ids = new Set();
  let held = false;
  let waiting = [];
  let onCount = () => undefined;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const answer = () => {
        ids.add(req.headers['webhook-id']);
        res.writeHead(200).end('ok');
        onCount();
      };
      if (held) waiting.push(answer);
      else answer();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    ids,
    hold: () => (held = true),
    release: () => {
      held = false;
      for (const answer of waiting) answer();
      waiting = [];
    },
    until: (count) =>
      new Promise((resolve) => {
        onCount = () => ids.size >= count && resolve();
        onCount();
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Notes when each order's event arrived (by the order's full_name), answering 200 at once. */
async function startTimedReceiver() {
  const arrived = new Map();
  let onArrival = () => undefined;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      const name = JSON.parse(Buffer.concat(chunks).toString('utf8')).data?.full_name;
      if (name !== undefined && !arrived.has(name)) arrived.set(name, at);
      res.writeHead(200).end('ok');
      onArrival();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    arrived,
    until: (count, ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        onArrival = () => arrived.size >= count && (clearTimeout(timer), resolve());
        onArrival();
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Accepts connections and never says a word: every call to it runs into the delivery timeout. */
async function startSilentReceiver() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(resolve);
      }),
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function gql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

const createOrder = (base, n) =>
  fetch(`${base}/api/orders/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_name: `سنجش ${n}`, phone_number: '09121234567' }),
  }).then((res) => {
    if (res.status >= 300) throw new Error(`order create answered ${res.status}`);
  });

async function medianCreateMs(base) {
  const times = [];
  for (let n = 0; n < SAMPLES; n++) {
    const started = performance.now();
    await createOrder(base, n);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const server = await startServer();
const receiver = await startReceiver();
try {
  const login = await gql(server.base, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ADMIN });
  const token = login.data.login.accessToken;
  const without = await medianCreateMs(server.base);
  const created = await gql(
    server.base,
    'mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [ORDER_CREATED] }) { id } }',
    { url: receiver.url },
    token,
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const withOutbox = await medianCreateMs(server.base);
  await receiver.until(SAMPLES);
  console.log(
    `POST /api/orders/create, median of ${SAMPLES}: ${without.toFixed(2)} ms without an endpoint, ${withOutbox.toFixed(2)} ms with one ` +
      `(+${(withOutbox - without).toFixed(2)} ms for the outbox row and the worker beside it)`,
  );

  receiver.hold();
  const already = receiver.ids.size;
  // 50 clients at a time: a thousand connections at once overflow the listen queue on a busy machine (resets, not orders).
  let next = 0;
  const client = async () => {
    while (next < EVENTS) await createOrder(server.base, next++);
  };
  await Promise.all(Array.from({ length: 50 }, client));
  const started = performance.now();
  receiver.release();
  await receiver.until(already + EVENTS);
  const seconds = (performance.now() - started) / 1000;
  console.log(`webhook deliveries to a local receiver: ${EVENTS} in ${seconds.toFixed(2)} s, ${Math.round(EVENTS / seconds)} per second`);

  // 3. Head of line: the first receiver leaves; a healthy one and a silent one take its place.
  await gql(
    server.base,
    'mutation($id: Int!) { deleteWebhookEndpoint(id: $id) { id } }',
    { id: created.data.createWebhookEndpoint.id },
    token,
  );
  const silent = await startSilentReceiver();
  const healthy = await startTimedReceiver();
  try {
    for (const url of [silent.url, healthy.url]) {
      const added = await gql(
        server.base,
        'mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [ORDER_CREATED] }) { id } }',
        { url },
        token,
      );
      if (added.errors) throw new Error(JSON.stringify(added.errors));
    }
    const sentAt = [];
    for (let n = 0; n < HOL_EVENTS; n++) {
      sentAt.push(performance.now());
      await createOrder(server.base, 1_000_000 + n);
    }
    // Waits as long as the slowest possible answer: HOL_EVENTS delivery timeouts one after another.
    await healthy.until(HOL_EVENTS, HOL_EVENTS * 10_000 + 5_000);
    const delays = sentAt.map((at, n) => (healthy.arrived.get(`سنجش ${1_000_000 + n}`) ?? Infinity) - at);
    const sorted = [...delays].sort((a, b) => a - b);
    const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');
    console.log(
      `webhook head of line: ${HOL_EVENTS} events to a healthy receiver beside one that never answers (10 s timeout): ` +
        `delay p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1))} (target p99 ≤ 1 s)`,
    );
  } finally {
    await silent.close();
    await healthy.close();
  }
} finally {
  await receiver.close();
  await server.stop();
}
