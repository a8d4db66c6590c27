import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { startS3TestServer, type S3TestServer } from 'test/support/s3-test-server.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const SERVER_ROOT = join(import.meta.dirname, '..');

  /** One span as OTLP/JSON carries it (only the fields the test reads). */
  interface ReceivedSpan {
    scope: string;
    traceId: string;
    spanId: string;
    parentSpanId?: string;
    name: string;
  }

  /**
   * A small OTLP/HTTP receiver: what a collector would be given on POST /v1/traces, in the JSON
   * encoding the server's exporter (@opentelemetry/exporter-trace-otlp-http) sends.
   */
  async function startReceiver(): Promise<{ url: string; spans: ReceivedSpan[]; contentTypes: Set<string>; close(): Promise<void> }> {
    const spans: ReceivedSpan[] = [];
    const contentTypes = new Set<string>();
    const server: Server = createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          contentTypes.add(req.headers['content-type'] ?? '');
          const payload = JSON.parse(body) as {
            resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<ReceivedSpan, 'scope'>[] }[] }[];
          };
          for (const resource of payload.resourceSpans)
            for (const scoped of resource.scopeSpans) for (const span of scoped.spans) spans.push({ ...span, scope: scoped.scope.name });
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      spans,
      contentTypes,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  /** The database the spawned server uses: a fresh MySQL/MariaDB one on that lane (its queries are traced), else SQLite in DATA_DIR. */
  async function freshDatabaseEnv(): Promise<Record<string, string>> {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return {};
    const parsed = new URL(url);
    const name = `${parsed.pathname.slice(1)}_otel`;
    parsed.pathname = '/';
    const connection = await createConnection(parsed.toString());
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    parsed.pathname = `/${name}`;
    return { DATABASE_URL: parsed.toString() };
  }

  /**
   * OpenTelemetry traces (issue 26): the compiled server started as production starts it
   * (`node --import ./dist/telemetry.js dist/main.js`), exporting to a receiver the test runs. With
   * OTEL_EXPORTER_OTLP_ENDPOINT the caller's trace reaches the receiver and the log lines name it;
   * without, the SDK is not loaded at all.
   */
  describe('OpenTelemetry, loaded by the --import preload only when an exporter is configured', () => {
    const dist = mkdtempSync(join(SERVER_ROOT, '.test-dist-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'site-otel-'));
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let s3: S3TestServer;
    let child: ChildProcess;
    let port: number;
    let out = '';
    const logLines = () =>
      out
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);

    /** What the preload leaves behind in a process that runs nothing else: whether the OpenTelemetry API has a registered SDK. */
    const preloadRegistersSdk = (env: Record<string, string>): boolean => {
      const probe = `console.log(JSON.stringify(globalThis[Symbol.for('opentelemetry.js.api.1')] !== undefined))`;
      const output = execFileSync(process.execPath, ['--import', join(dist, 'telemetry.js'), '--input-type=module', '-e', probe], {
        cwd: SERVER_ROOT,
        env: { PATH: process.env.PATH ?? '', ...env },
        encoding: 'utf8',
      });
      return JSON.parse(output.trim().split('\n').pop()!) as boolean;
    };

    beforeAll(async () => {
      execFileSync(
        join(SERVER_ROOT, '..', 'node_modules/.bin/swc'),
        ['src', '-d', dist, '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/__tests__/**'],
        { cwd: SERVER_ROOT, stdio: 'ignore' },
      );
      receiver = await startReceiver();
      // Images in a bucket: their reads are AWS SDK calls, traced too.
      s3 = await startS3TestServer();
      port = await freePort();
      child = spawn(process.execPath, ['--import', join(dist, 'telemetry.js'), join(dist, 'main.js')], {
        cwd: SERVER_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          SEED_DEMO: 'false',
          ADMIN_EMAIL: 'boss@example.com',
          ADMIN_PASSWORD: 'otel-test-pass',
          BCRYPT_COST: '4',
          LOG_LEVEL: 'info',
          CLIENT_DIST_DIR: join(dataDir, 'no-client'),
          OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
          // The batch goes out every 200 ms instead of 5 s: the test waits less.
          OTEL_BSP_SCHEDULE_DELAY: '200',
          ...s3.env,
          ...(await freshDatabaseEnv()),
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
      await receiver?.close();
      await s3?.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("exports the request's spans in the caller's trace, as OTLP JSON, and the log lines name the server's span", async () => {
      const traceId = randomBytes(16).toString('hex');
      const parent = randomBytes(8).toString('hex');
      const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${parent}-01` },
        body: JSON.stringify({ query: 'query TracedPlans { plans { id title } }' }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
      const answered = (res.headers.get('traceparent') ?? '').split('-');
      expect(answered[1]).toBe(traceId);

      const deadline = Date.now() + 15_000;
      const ours = () => receiver.spans.filter((span) => span.traceId === traceId);
      while (!ours().some((span) => span.scope === '@opentelemetry/instrumentation-http') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(receiver.contentTypes).toEqual(new Set(['application/json']));
      // The server's HTTP span continues the caller's span; the GraphQL operation is a span under it.
      const server = ours().find((span) => span.scope === '@opentelemetry/instrumentation-http');
      expect(server).toMatchObject({ parentSpanId: parent, name: 'POST /graphql' });
      expect(ours().some((span) => span.scope === '@opentelemetry/instrumentation-graphql' && span.name === 'query TracedPlans')).toBe(
        true,
      );
      if (process.env.TEST_DATABASE_URL) {
        // On MySQL/MariaDB the plans query (not yet in the public-read store) is a span of its own.
        expect(ours().some((span) => span.scope === '@opentelemetry/instrumentation-mysql2')).toBe(true);
      }
      // The answer's traceparent, and every log line of the request, name the server span the receiver got.
      expect(answered[2]).toBe(server!.spanId);
      const lines = logLines().filter((line) => line.trace_id === traceId);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      for (const line of lines) expect(line.span_id).toBe(server!.spanId);
    });

    it('traces the S3 call of an image read from the bucket inside its request', async () => {
      const traceId = randomBytes(16).toString('hex');
      const res = await fetch(`http://127.0.0.1:${port}/uploads/no-such-image.png`, {
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      });
      expect(res.status).toBe(404);
      const deadline = Date.now() + 15_000;
      const s3Span = () =>
        receiver.spans.find((span) => span.traceId === traceId && span.scope === '@opentelemetry/instrumentation-aws-sdk');
      while (!s3Span() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(s3Span()?.name).toMatch(/^S3\./);
    });

    it('loads the SDK in the preload only when OTEL_EXPORTER_OTLP_ENDPOINT is set (and OTEL_SDK_DISABLED is not true)', () => {
      expect(preloadRegistersSdk({})).toBe(false);
      expect(preloadRegistersSdk({ OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false);
      expect(preloadRegistersSdk({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SDK_DISABLED: 'true' })).toBe(false);
      expect(preloadRegistersSdk({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url })).toBe(true);
    });
  });

  function freePort(): Promise<number> {
    return new Promise((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address() as AddressInfo | null;
        server.close(() => resolve(address?.port ?? 0));
      });
    });
  }
});
