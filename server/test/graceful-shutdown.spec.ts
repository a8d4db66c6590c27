import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './support/redis-test-server.js';
import { collect, liveConnection } from './support/live-client.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const SERVER_ROOT = join(import.meta.dirname, '..');
  const DRAIN_MS = 1500;
  const ADMIN_PASSWORD = 'graceful-shutdown-pass';
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  interface Outcome {
    startedAt: number;
    /**
     * Sent on a connection opened for it, not on one a kept-alive agent reused: once draining has
     * begun every answer closes its connection, so the agent's later requests open new ones too.
     */
    fresh: boolean;
    status?: number;
    connectionClose?: boolean;
    error?: string;
  }

  /** One HTTP exchange as a client sees it: the status and Connection header, or the socket error's code. */
  function exchange(port: number, agent: Agent | false, path: string, init: { method?: string; body?: string; token?: string } = {}) {
    return new Promise<Outcome>((resolve) => {
      const startedAt = performance.now();
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          method: init.method ?? 'GET',
          headers: {
            ...(init.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(init.body) } : {}),
            ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({ startedAt, fresh: !req.reusedSocket, status: res.statusCode, connectionClose: res.headers.connection === 'close' }),
          );
          res.on('error', (error: NodeJS.ErrnoException) =>
            resolve({ startedAt, fresh: !req.reusedSocket, error: error.code ?? error.message }),
          );
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ startedAt, fresh: !req.reusedSocket, error: error.code ?? error.message }),
      );
      req.end(init.body);
    });
  }

  /** Opens a connection now and sends its request later, as a client with a pooled connection does. */
  function preconnected(port: number, token: string) {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const answer = new Promise<string>((resolve) => {
      socket.on('close', () => resolve(received));
      socket.on('error', (error: NodeJS.ErrnoException) => (received += `\n!${error.code}`));
    });
    const connected = new Promise((resolve) => socket.once('connect', resolve));
    return {
      connected,
      answer,
      send: () => socket.write(`GET /api/orders/all HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`),
    };
  }

  /** The database the spawned server uses: a fresh MySQL/MariaDB one when the suite runs on it, else SQLite in DATA_DIR. */
  async function freshDatabaseEnv(): Promise<Record<string, string>> {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return {};
    const parsed = new URL(url);
    const name = parsed.pathname.slice(1);
    parsed.pathname = '/';
    const connection = await createConnection(parsed.toString());
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    return { DATABASE_URL: url };
  }

  describe('SIGTERM under load (the compiled server process)', () => {
    const dist = mkdtempSync(join(SERVER_ROOT, '.test-dist-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'graceful-shutdown-'));
    let child: ChildProcess;
    let port: number;
    let log = '';

    beforeAll(async () => {
      execFileSync(
        join(SERVER_ROOT, '..', 'node_modules/.bin/swc'),
        ['src', '-d', dist, '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/__tests__/**'],
        { cwd: SERVER_ROOT, stdio: 'ignore' },
      );
      port = await freePort();
      child = spawn(process.execPath, [join(dist, 'main.js')], {
        cwd: SERVER_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          CLIENT_DIST_DIR: join(dataDir, 'no-client'),
          ADMIN_EMAIL: 'boss@example.com',
          ADMIN_PASSWORD,
          ORDER_RATE_LIMIT: '100000',
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
          LOG_LEVEL: 'warn',
          ...(await freshDatabaseEnv()),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk) => (log += chunk));
      child.stderr!.on('data', (chunk) => (log += chunk));
      const deadline = Date.now() + 120_000;
      while ((await exchange(port, false, '/api/health/ready')).status !== 200) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`server did not become ready (exit code ${child.exitCode}):\n${log}`);
        await sleep(100);
      }
    }, 150_000);

    afterAll(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers every request whose bytes reached it, with Connection: close while draining, and resets none', async () => {
      const login = await new Promise<string>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/api/admin/login', method: 'POST', headers: { 'content-type': 'application/json' } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve((JSON.parse(body) as { access_token: string }).access_token));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ login: 'boss@example.com', password: ADMIN_PASSWORD }));
      });

      const outcomes: Outcome[] = [];
      let stop = false;
      let phone = 0;
      const order = () => JSON.stringify({ full_name: 'سارا', phone_number: `0912${String(10_000_000 + phone++).slice(1)}` });
      const calls = [
        (agent: Agent | false) => exchange(port, agent, '/api/plans'),
        (agent: Agent | false) => exchange(port, agent, '/api/orders/create', { method: 'POST', body: order() }),
        (agent: Agent | false) => exchange(port, agent, '/api/orders/all', { token: login }),
      ];
      /** Sends one call after another until the server refuses connections. */
      const client = async (agent: Agent | false, index: number) => {
        for (let i = index; !stop; i++) {
          const outcome = await calls[i % calls.length](agent);
          outcomes.push(outcome);
          if (outcome.error === 'ECONNREFUSED') return;
        }
      };
      const keptAlive = new Agent({ keepAlive: true, maxSockets: 6 });
      const clients = [
        ...Array.from({ length: 6 }, (_, i) => client(keptAlive, i)),
        ...Array.from({ length: 6 }, (_, i) => client(false, i)),
      ];

      // Back-office tabs subscribed to the live feed: closed with 1012 as draining starts, so they reconnect elsewhere.
      const subscribers = Array.from({ length: 3 }, () => liveConnection(`http://127.0.0.1:${port}`, login));
      subscribers.forEach((s) => collect(s.client, 'subscription { orderEvents { kind } }'));
      await Promise.all(subscribers.map((s) => s.connected));

      // Admin calls whose connections open 100 ms before the signal and whose requests follow it.
      const pooled = Array.from({ length: 5 }, () => preconnected(port, login));
      await Promise.all(pooled.map((p) => p.connected));
      await sleep(700);
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const signalledAt = performance.now();
      child.kill('SIGTERM');

      // Readiness turns 503 at once (a signal takes a moment to arrive), liveness stays 200, while the listener still answers.
      await sleep(50);
      const ready = await exchange(port, false, '/api/health/ready');
      const drainingSeenAt = performance.now();
      expect(ready.status).toBe(503);
      expect((await exchange(port, false, '/api/health/live')).status).toBe(200);
      await sleep(100);
      pooled.forEach((p) => p.send());

      const exitCode = await exited;
      const exitedAfter = performance.now() - signalledAt;
      stop = true;
      await Promise.all(clients);
      keptAlive.destroy();
      const pooledAnswers = await Promise.all(pooled.map((p) => p.answer));
      const subscriberCloses = await Promise.all(subscribers.map((s) => s.closed));

      const answered = outcomes.filter((o) => o.status !== undefined);
      const refused = outcomes.filter((o) => o.error === 'ECONNREFUSED');
      // A new connection made once the drain is over may still sit in the kernel's queue when the
      // listener closes, and the kernel resets it: like a refusal, the server never read it, and a
      // client or balancer retries it elsewhere. Any other reset is a request the server dropped.
      const closedAt = signalledAt + DRAIN_MS;
      const resetInQueue = outcomes.filter((o) => o.error === 'ECONNRESET' && o.fresh && o.startedAt >= closedAt);
      const failed = outcomes.filter((o) => o.error !== undefined && o.error !== 'ECONNREFUSED' && !resetInQueue.includes(o));
      const afterDrain = answered.filter((o) => o.startedAt > drainingSeenAt);
      console.log(
        `SIGTERM under load: ${outcomes.length} requests, ${answered.length} answered ` +
          `(${answered.filter((o) => o.status! < 300).length} 2xx; ${afterDrain.length} sent after draining began, ` +
          `${afterDrain.filter((o) => o.connectionClose).length} of them with Connection: close), ` +
          `${refused.length} refused after the listener closed, ${resetInQueue.length} reset in its queue as it closed, ` +
          `${failed.length} reset or failed ` +
          `(${failed.map((o) => `${o.error} sent ${Math.round(o.startedAt - signalledAt)} ms after the signal`).join(', ') || 'none'}); 5 preconnected admin calls: ` +
          `${pooledAnswers.filter((a) => /^HTTP\/1\.1 200 /.test(a)).length} answered 200; 3 subscriptions closed with ${subscriberCloses.join(', ')}; ` +
          `exit ${exitCode} after ${Math.round(exitedAfter)} ms`,
      );

      expect(exitCode).toBe(0);
      expect(subscriberCloses).toEqual([1012, 1012, 1012]);
      expect(failed).toEqual([]);
      expect(answered.filter((o) => o.status! >= 300)).toEqual([]);
      expect(afterDrain.length).toBeGreaterThan(0);
      expect(afterDrain.filter((o) => !o.connectionClose)).toEqual([]);
      // Every client kept sending until the listener closed: each ended with a refused connection.
      expect(refused).toHaveLength(clients.length);
      for (const answer of pooledAnswers) {
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      }
      // The listener stayed open for the drain, then the process left without waiting for the grace.
      expect(exitedAfter).toBeGreaterThan(DRAIN_MS);
      expect(exitedAfter).toBeLessThan(DRAIN_MS + 8000);
    }, 60_000);
  });
});
