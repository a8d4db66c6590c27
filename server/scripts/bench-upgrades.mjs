// Part of `npm run bench` (needs `npm run build`): the doors a stranger can knock on before saying
// who they are, and one admin at every cap of the live socket (issue 33). Figures, never assertions.
//   1. Descriptors: 10,000 WebSocket upgrade requests to other paths and 1,000 h2c upgrades (what
//      `curl --http2` sends), each client closing after the answer or 5 s; the server's open file
//      descriptors (/proc/<pid>/fd) at the start, right after, and 10 s later (target: within 20 of
//      the start).
//   2. Under `ulimit -n 1024`: a flood of 5,000 such upgrades, 1,000 at a time; whether the process
//      still runs and answers /api/health/live and a page after it, and the most descriptors seen.
//   3. Eight anonymous sockets each sending a 90 MB frame (as connection_init): their close codes,
//      the server's RSS growth, and /api/health/live's p90 meanwhile (targets: 1009, ≤ 50 MB, ≤ 100 ms).
//   4. One admin at every cap: 30 sockets, 50 subscriptions of costly, distinct documents (one more is
//      refused), while visitors place a request every 250 ms for 10 s: the public order's answer time
//      and /api/health/live's p90 (targets: ≤ 200 ms, ≤ 100 ms).
// Each part starts a fresh server pinned to core 0 (embedded database); the load runs on core 1.
// BENCH_PORT (default: a random one); BENCH_DIST, the compiled server's folder (default dist).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { benchPort, waitFor } from './bench-support.mjs';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.BENCH_DIST ?? 'dist';
const PINNED = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const ADMIN = { login: 'bench-upgrades@example.com', password: 'bench-only-password' };
const PLACE = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
const WEBSOCKET =
  'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
const H2C = 'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n';
const OTHER_PATHS = ['/', '/api/health/live', '/api/themes', '/socket.io/?EIO=4&transport=websocket', '/graphql/ws'];

if (PINNED) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
};
const ms = (value) => `${Math.round(value)} ms`;
const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

async function startServer({ descriptors } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-upgrades-'));
  const port = benchPort(0, 4900, 800);
  const node = [process.execPath, join(DIST, 'main.js')];
  const pinned = PINNED ? ['taskset', '-c', '0', ...node] : node;
  // exec keeps the pid through the shell and taskset: the child's pid is the server's.
  const quoted = pinned.map((part) => `'${part}'`).join(' ');
  const child = spawn('sh', ['-c', `${descriptors ? `ulimit -n ${descriptors} && ` : ''}exec ${quoted}`], {
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
  let exit = null;
  child.once('exit', (code, signal) => (exit = signal ?? code));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  return {
    base,
    port,
    get exit() {
      return exit;
    },
    descriptors: () => readdirSync(`/proc/${child.pid}/fd`).length,
    rssBytes: () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) * 1024,
    async stop() {
      if (exit === null) {
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

/** Sends one raw request; resolves with the status line's code (0: none) once the server closes or 5 s pass. */
function exchange(port, request) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let head = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0));
    };
    const timer = setTimeout(done, 5000);
    socket.on('data', (chunk) => (head += chunk.toString('latin1', 0, 64)));
    socket.on('end', done);
    socket.on('error', done);
  });
}

/** `count` requests made by `make(i)`, `concurrency` at a time; the statuses they got, counted. */
async function flood(port, count, concurrency, make, onTick) {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const status = await exchange(port, make(next++));
      statuses[status] = (statuses[status] ?? 0) + 1;
      onTick?.();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

const otherUpgrade = (i) => `GET ${OTHER_PATHS[i % OTHER_PATHS.length]} HTTP/1.1\r\nHost: bench\r\n${WEBSOCKET}\r\n`;
const h2cUpgrade = () => `GET /api/health/live HTTP/1.1\r\nHost: bench\r\n${H2C}\r\n`;
const summary = (statuses) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status === '0' ? 'no answer' : status}`)
    .join(', ');

/** Times /api/health/live one after another (50 ms apart) until `until` settles. */
async function healthWhile(base, until) {
  const times = [];
  let failed = 0;
  let running = true;
  void until.finally(() => (running = false));
  while (running) {
    const start = performance.now();
    const ok = await fetch(`${base}/api/health/live`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) times.push(performance.now() - start);
    else failed++;
    await delay(50);
  }
  return { times, failed };
}

async function descriptorFlood() {
  const server = await startServer();
  try {
    await fetch(`${server.base}/api/health/live`);
    await delay(500);
    const start = server.descriptors();
    const began = performance.now();
    const others = await flood(server.port, 10_000, 200, otherUpgrade);
    const h2c = await flood(server.port, 1_000, 100, h2cUpgrade);
    const took = performance.now() - began;
    const after = server.descriptors();
    await delay(10_000);
    const later = server.descriptors();
    return [
      { figure: '10,000 WebSocket upgrades to other paths: answers', value: summary(others) },
      { figure: '1,000 h2c upgrades (no body): answers', value: summary(h2c) },
      { figure: 'flood took', value: ms(took) },
      {
        figure: 'server descriptors: start / right after / 10 s later (target: later ≤ start + 20)',
        value: `${start} / ${after} / ${later}`,
      },
    ];
  } finally {
    await server.stop();
  }
}

async function limitedFlood() {
  const server = await startServer({ descriptors: 1024 });
  try {
    await fetch(`${server.base}/api/health/live`);
    let most = server.descriptors();
    const sample = setInterval(() => {
      try {
        most = Math.max(most, server.descriptors());
      } catch {
        // the process is gone: reported below
      }
    }, 20);
    const statuses = await flood(server.port, 5_000, 1_000, (i) => (i % 5 === 4 ? h2cUpgrade() : otherUpgrade(i)));
    clearInterval(sample);
    await delay(1000);
    const health = await fetch(`${server.base}/api/health/live`).then(
      (res) => res.status,
      (error) => `failed (${error.cause?.code ?? error.message})`,
    );
    const page = await fetch(`${server.base}/`).then(
      (res) => res.status,
      (error) => `failed (${error.cause?.code ?? error.message})`,
    );
    return [
      { figure: 'ulimit -n 1024, 5,000 upgrades 1,000 at a time: answers', value: summary(statuses) },
      { figure: 'most descriptors seen during the flood', value: String(most) },
      { figure: 'process after the flood', value: server.exit === null ? 'running' : `ended (${server.exit})` },
      { figure: '/api/health/live after / a page after', value: `${health} / ${page}` },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * A WebSocket handshake on /graphql (graphql-transport-ws), then one masked text frame announcing
 * `bytes` and sending them in 1 MB pieces while the server reads: resolves with the close code the
 * server sent (0: none within 20 s).
 */
function bigFrame(port, bytes) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET /graphql HTTP/1.1\r\nHost: bench\r\n${WEBSOCKET}Sec-WebSocket-Protocol: graphql-transport-ws\r\n\r\n`),
    );
    let buffered = Buffer.alloc(0);
    let upgraded = false;
    let code = 0;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(code);
    };
    const timer = setTimeout(done, 20_000);
    socket.on('error', done);
    socket.on('close', done);
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!upgraded) {
        const end = buffered.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!buffered.subarray(0, 12).toString().includes('101')) return done();
        upgraded = true;
        buffered = buffered.subarray(end + 4);
        void send();
      }
      // A close frame: 0x88, length, then the code.
      if (buffered.length >= 4 && buffered[0] === 0x88) {
        code = buffered.readUInt16BE(2);
        done();
      }
    });
    const send = async () => {
      const header = Buffer.alloc(14);
      header[0] = 0x81;
      header[1] = 0x80 | 127;
      header.writeBigUInt64BE(BigInt(bytes), 2);
      // Mask key 0: the payload goes as it is.
      header.writeUInt32BE(0, 10);
      const piece = Buffer.alloc(2 ** 20, 'a');
      if (!socket.write(header)) await new Promise((resolve) => socket.once('drain', resolve));
      for (let sent = 0; sent < bytes && !socket.destroyed && code === 0; sent += piece.length) {
        if (!socket.write(piece.subarray(0, Math.min(piece.length, bytes - sent)))) {
          await new Promise((resolve) => {
            const go = () => {
              socket.off('drain', go);
              socket.off('close', go);
              resolve();
            };
            socket.on('drain', go);
            socket.on('close', go);
          });
        }
      }
    };
  });
}

async function bigFrames() {
  const server = await startServer();
  try {
    await fetch(`${server.base}/api/health/live`);
    await delay(1000);
    const before = server.rssBytes();
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 20);
    const frames = Promise.all(Array.from({ length: 8 }, () => bigFrame(server.port, 90 * 10 ** 6)));
    const [codes, health] = await Promise.all([
      frames,
      healthWhile(
        server.base,
        frames.then(() => delay(500)),
      ),
    ]);
    clearInterval(sample);
    return [
      { figure: 'eight 90 MB frames: close codes (target 1009)', value: codes.join(', ') },
      { figure: 'server RSS before / peak (growth, target ≤ 50 MB)', value: `${mib(before)} / ${mib(peak)} (${mib(peak - before)})` },
      {
        figure: `/api/health/live meanwhile: p90 / max (${health.times.length} answered, ${health.failed} failed; target p90 ≤ 100 ms)`,
        value: `${ms(percentile(health.times, 90))} / ${ms(Math.max(...health.times))}`,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** A subscription document of one alias prefix: `aliases` copies of the request's theme with its plans, their features and its categories. */
const costly = (prefix, aliases) =>
  `subscription { orderEvents { kind orderId order { id fullName status ${Array.from(
    { length: aliases },
    (_, i) => `${prefix}${i}: theme { id title plans { id title price features { id title } } categories { id title } }`,
  ).join(' ')} } } }`;

function liveClient(base, token) {
  let onConnected;
  let onClosed;
  const connected = new Promise((resolve) => (onConnected = resolve));
  const closed = new Promise((resolve) => (onClosed = resolve));
  const client = createClient({
    url: `${base.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: { connected: () => onConnected(), closed: (event) => onClosed(event.code) },
  });
  return { client, connected, closed };
}

/** Subscribes `query`; resolves with the first error's code within 300 ms, or null (running). */
function subscribe(client, query, onEvent) {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 300);
    client.subscribe(
      { query },
      {
        next: (result) => onEvent(result),
        error: (errors) => {
          clearTimeout(timer);
          resolve(Array.isArray(errors) ? errors[0]?.extensions?.code : 'CLOSED');
        },
        complete: () => undefined,
      },
    );
  });
}

async function adminAtEveryCap() {
  const server = await startServer();
  try {
    const { accessToken } = (
      await gql(server.base, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ADMIN })
    ).login;
    const { themes } = await gql(server.base, '{ themes { id plans { id } } }');
    const theme = themes.find((t) => t.plans.length > 0) ?? themes[0];
    // Opened 8 at a time: an address may hold only 16 sockets before connection_init.
    const sockets = [];
    while (sockets.length < 30) {
      const batch = Array.from({ length: 8 }, () => liveClient(server.base, accessToken)).slice(0, 30 - sockets.length);
      await Promise.all(batch.map((s) => s.connected));
      sockets.push(...batch);
    }
    const thirtyFirst = liveClient(server.base, accessToken);
    const extra = await Promise.race([thirtyFirst.closed, thirtyFirst.connected.then(() => 'connected')]);
    sockets.push(thirtyFirst);
    // The costliest document the staff cap lets through: as many aliased themes as pass.
    let aliases = 15;
    const probe = sockets[0].client;
    while (aliases > 1 && (await subscribe(probe, costly('probe', aliases), () => undefined)) === 'QUERY_TOO_COSTLY') aliases--;
    let events = 0;
    const outcomes = {};
    // The probe holds one subscription: 49 more, distinct documents, spread over the 30 sockets; then one too many.
    for (let i = 0; i < 50; i++) {
      const code = await subscribe(sockets[1 + (i % 29)].client, costly(`d${i}_`, aliases), () => events++);
      outcomes[code ?? 'running'] = (outcomes[code ?? 'running'] ?? 0) + 1;
    }
    const answers = [];
    let phone = 0;
    const orders = (async () => {
      const end = performance.now() + 10_000;
      while (performance.now() < end) {
        const sent = performance.now();
        await gql(server.base, PLACE, {
          input: {
            fullName: 'بازدیدکننده سنجش',
            phoneNumber: `0912${String(2_000_000 + phone++).padStart(7, '0')}`,
            ...(theme ? { themeId: theme.id } : {}),
            ...(theme?.plans[0] ? { planId: theme.plans[0].id } : {}),
          },
        });
        answers.push(performance.now() - sent);
        await delay(250);
      }
      await delay(1000);
    })();
    const [, health] = await Promise.all([orders, healthWhile(server.base, orders)]);
    await Promise.all(sockets.map((s) => s.client.dispose()));
    return [
      { figure: '31st socket of the admin', value: extra === 'connected' ? 'connected' : `closed with ${extra}` },
      { figure: 'costly document: aliased themes per subscription (the most under the staff cost cap)', value: String(aliases) },
      { figure: 'subscriptions 2–51 of the admin (distinct documents)', value: JSON.stringify(outcomes) },
      {
        figure: `public order answer: median / max (${answers.length} orders; target ≤ 200 ms)`,
        value: `${ms(percentile(answers, 50))} / ${ms(Math.max(...answers))}`,
      },
      {
        figure: `/api/health/live while orders arrive: p90 / max (${health.times.length} answered; target p90 ≤ 100 ms)`,
        value: `${ms(percentile(health.times, 90))} / ${ms(Math.max(...health.times))}`,
      },
      { figure: 'events delivered to the admin meanwhile', value: String(events) },
    ];
  } finally {
    await server.stop();
  }
}

console.log('\nUpgrades, live-socket frames and caps (issue 33)');
const parts = { descriptorFlood, limitedFlood, bigFrames, adminAtEveryCap };
// BENCH_PARTS names some of them (comma-separated), for a quicker look at one.
for (const name of process.env.BENCH_PARTS?.split(',') ?? Object.keys(parts)) console.table(await parts[name]());
