import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort } from './support/redis-test-server.js';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server.js';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const SERVER_ROOT = join(import.meta.dirname, '..');
  const ADMIN = { login: 'boss@example.com', password: 'webhooks-crash-pass' };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** The database the two runs share: a fresh MySQL/MariaDB one when TEST_DATABASE_URL is set, else the SQLite file in DATA_DIR. */
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

  /**
   * At least once, across a crash: the compiled server is killed with SIGKILL while a receiver
   * holds its delivery unanswered (and the mail server the admin's e-mail about the same request);
   * the next start sends the same message (same webhook-id), and the e-mail, once the dead
   * process's leases on the rows have passed: both outboxes run on the same engine.
   */
  describe('a webhook delivery and an e-mail notification interrupted by kill -9 (the compiled server process)', () => {
    const dist = mkdtempSync(join(SERVER_ROOT, '.test-dist-'));
    const dataDir = mkdtempSync(join(tmpdir(), 'webhooks-crash-'));
    let env: Record<string, string>;
    let child: ChildProcess | null = null;
    let log = '';
    let port: number;
    let receiver: WebhookReceiver;
    let smtp: SmtpTestServer;
    /** Answers the held first request (after the test, so its socket is not left open). */
    let release: (status: number) => void = () => undefined;

    const url = (path: string) => `http://127.0.0.1:${port}${path}`;

    async function start(): Promise<void> {
      child = spawn(process.execPath, [join(dist, 'main.js')], { cwd: SERVER_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (chunk) => (log += chunk));
      child.stderr!.on('data', (chunk) => (log += chunk));
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
        const ready = await fetch(url('/api/health/ready')).then(
          (res) => res.status === 200,
          () => false,
        );
        if (ready) return;
        await sleep(100);
      }
    }

    async function gql(query: string, variables: Record<string, unknown>, token?: string) {
      const res = await fetch(url('/graphql'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data: any; errors?: unknown[] };
    }

    const login = async () =>
      (await gql('mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: ADMIN })).data.login
        .accessToken as string;

    beforeAll(async () => {
      execFileSync(
        join(SERVER_ROOT, '..', 'node_modules/.bin/swc'),
        ['src', '-d', dist, '--strip-leading-paths', '--config-file', '.swcrc', '--ignore', '**/__tests__/**'],
        { cwd: SERVER_ROOT, stdio: 'ignore' },
      );
      port = await freePort();
      smtp = await startSmtpTestServer('site-mailer', 'smtp-crash-pass');
      env = {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        CLIENT_DIST_DIR: join(dataDir, 'no-client'),
        ADMIN_EMAIL: ADMIN.login,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // The receiver is on this machine's loopback: allowed for development only.
        WEBHOOKS_ALLOW_INSECURE: 'true',
        // The second start waits for the killed process's lease: 2 s instead of the default 20 s.
        WEBHOOKS_LEASE_MS: '2000',
        NOTIFICATIONS_LEASE_MS: '2000',
        NOTIFICATIONS_TIMEOUT_MS: '1500',
        SMTP_URL: smtp.url,
        SMTP_FROM: 'site@example.com',
        ...(await freshDatabaseEnv()),
      };
      // The first request is held unanswered until the server is gone; the next ones are answered.
      receiver = await startWebhookReceiver((index) => (index === 0 ? new Promise((resolve) => (release = resolve)) : 200));
      await start();
    }, 150_000);

    afterAll(async () => {
      if (child && child.exitCode === null) child.kill('SIGKILL');
      release(200);
      await receiver?.close();
      smtp?.release(true);
      await smtp?.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('sends the same message again after a restart', async () => {
      const token = await login();
      const created = await gql(
        `mutation($url: String!) { createWebhookEndpoint(input: { url: $url, events: [ORDER_CREATED] }) { id } }`,
        { url: `http://127.0.0.1:${receiver.port}/hook` },
        token,
      );
      expect(created.errors).toBeUndefined();
      // The admin on duty gets the request by the rotation, and asked for an e-mail about it.
      const { id: adminId } = (await gql('{ me { id } }', {}, token)).data.me;
      const prefs = await gql(
        'mutation { updateMyPreferences(input: { notifyAssignedEmail: true, notifyOffHours: true }) { notifyAssignedEmail } }',
        {},
        token,
      );
      expect(prefs.errors).toBeUndefined();
      expect(
        (await gql('mutation($id: Int!) { setAdminOnDuty(id: $id, onDuty: true) { onDuty } }', { id: adminId }, token)).errors,
      ).toBeUndefined();
      smtp.hold();
      const order = await fetch(url('/api/orders/create'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ full_name: 'علی موسوی', phone_number: '09121234567' }),
      });
      expect(order.status).toBeLessThan(300);

      const first = await receiver.request(0);
      await smtp.whenHeld(1);
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child!.kill('SIGKILL');
      await exited;
      // The killed process's connection ends with no message delivered.
      smtp.release(true);
      expect(smtp.received).toEqual([]);

      await start();
      const second = await receiver.request(1);
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(second.body).toBe(first.body);
      expect(JSON.parse(second.body)).toMatchObject({ type: 'order.created', data: { full_name: 'علی موسوی' } });
      const [mail] = await smtp.waitFor(1);
      expect(mail).toMatchObject({ to: [ADMIN.login], subject: expect.stringContaining('درخواست تازه به شما سپرده شد') });
      expect(mail.text).toContain('علی');

      const { id } = created.data.createWebhookEndpoint;
      const again = await login();
      for (;;) {
        const { data } = await gql(`query($id: Int!) { webhookDeliveries(endpointId: $id) { items { status attempts } } }`, { id }, again);
        if (data.webhookDeliveries.items[0].status !== 'PENDING') {
          // The killed attempt left nothing recorded: the one after the restart is the first on file.
          expect(data.webhookDeliveries.items).toEqual([{ status: 'DELIVERED', attempts: 1 }]);
          // Sent once: the dead process's attempt left nothing, and the new one's is the only one.
          expect(smtp.received).toHaveLength(1);
          break;
        }
        await sleep(100);
      }
    }, 120_000);
  });
});
