/**
 * @engines sqlite: the process it starts has no DATABASE_URL, so it is on SQLite whatever the run (jest.config.js runs such files on one engine).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_ROOT = join(import.meta.dirname, '..');

/**
 * Trace ids in the logs (issue 26): the real entry point, compiled as `npm run build` does, with its
 * real JSON log on stdout (pino's logger is one per process, so only a process of its own shows
 * what production writes). On the embedded database on both CI lanes: the trace does not depend on
 * the engine.
 */
describe('trace context in the log lines of the server process', () => {
  const dist = mkdtempSync(join(SERVER_ROOT, '.test-dist-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'site-trace-'));
  let child: ChildProcess;
  let port: number;
  let out = '';
  const lines = () =>
    out
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);

  beforeAll(async () => {
    execFileSync(
      join(SERVER_ROOT, '..', 'node_modules/.bin/swc'),
      ['src', '-d', dist, '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/__tests__/**'],
      { cwd: SERVER_ROOT, stdio: 'ignore' },
    );
    port = await freePort();
    child = spawn(process.execPath, [join(dist, 'main.js')], {
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'trace-test-pass',
        BCRYPT_COST: '4',
        LOG_LEVEL: 'info',
        CLIENT_DIST_DIR: join(dataDir, 'no-client'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (out += chunk));
    const deadline = Date.now() + 50_000;
    while (!out.includes('serving on')) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${out}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dist, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes the caller's trace id, and this server's span id, on every log line of the request", async () => {
    const traceId = randomBytes(16).toString('hex');
    const parent = randomBytes(8).toString('hex');
    // A wrong password: the request's own line, written inside the trace.
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${parent}-01` },
      body: JSON.stringify({ login: 'boss@example.com', password: 'not-the-password' }),
    });
    expect(res.status).toBe(401);
    const answered = res.headers.get('traceparent') ?? '';
    expect(answered).toMatch(new RegExp(`^00-${traceId}-[\\da-f]{16}-01$`));
    const spanId = answered.split('-')[2];
    expect(spanId).not.toBe(parent);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const ours = lines().filter((line) => line.trace_id === traceId);
    expect(ours.length).toBeGreaterThanOrEqual(1);
    expect(ours.some((line) => (line.req as { url?: string } | undefined)?.url === '/api/admin/login')).toBe(true);
    for (const line of ours) expect(line.span_id).toBe(spanId);
    // No request line goes without a trace id.
    const requestLines = lines().filter((line) => line.req !== undefined);
    expect(requestLines.length).toBeGreaterThanOrEqual(1);
    for (const line of requestLines) expect(line.trace_id).toMatch(/^[\da-f]{32}$/);
  });

  it('starts a new trace for a request without a valid traceparent, and logs it under that id', async () => {
    const invalid = `00-${'0'.repeat(32)}-${randomBytes(8).toString('hex')}-01`;
    const res = await fetch(`http://127.0.0.1:${port}/api/plans`, { headers: { traceparent: invalid } });
    expect(res.status).toBe(200);
    const traceId = (res.headers.get('traceparent') ?? '').split('-')[1];
    expect(traceId).toMatch(/^[\da-f]{32}$/);
    expect(traceId).not.toBe('0'.repeat(32));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines().some((line) => line.trace_id === traceId)).toBe(true);
    expect(lines().some((line) => line.trace_id === '0'.repeat(32))).toBe(false);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
