import { connect, createServer, type Server, type Socket } from 'node:net';
import Database from 'better-sqlite3';
import { Metrics } from 'src/platform/observability/metrics.service.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const DATABASE_AWAY = 'پایگاه داده موقتا در دسترس نیست و کاری انجام نشد؛ چند لحظه دیگر دوباره تلاش کنید';
  const ORDER = { full_name: 'سارا', phone_number: '09120000001', description: 'در قطعی' };
  const CREATE_ORDER = 'mutation($input: CreateOrderInput!) { createOrder(input: $input) { id } }';
  const mysqlUrl = process.env.TEST_DATABASE_URL;

  /** A TCP hop between the app and MariaDB that the test can cut and restore, as a network outage does. */
  class CuttableProxy {
    private server: Server | null = null;
    private readonly sockets = new Set<Socket>();
    port = 0;

    constructor(private readonly target: { host: string; port: number }) {}

    async open(): Promise<void> {
      const server = createServer((client) => {
        const db = connect(this.target.port, this.target.host);
        for (const s of [client, db]) {
          this.sockets.add(s);
          s.on('close', () => this.sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(db).pipe(client);
      });
      await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
      this.port = (server.address() as { port: number }).port;
      this.server = server;
    }

    /** Refuses new connections and drops the open ones. */
    async cut(): Promise<void> {
      const server = this.server;
      this.server = null;
      this.sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    }
  }

  function expectUnavailableRest(res: { status: number; headers: Record<string, string>; body: unknown }) {
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toEqual({ error: DATABASE_AWAY, message: DATABASE_AWAY, code: 'SERVICE_UNAVAILABLE' });
  }

  function expectUnavailableGraphql(res: { status: number; headers: Record<string, string>; body: any }) {
    expect(res.status).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.errors[0]).toMatchObject({ message: DATABASE_AWAY, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } });
  }

  describe('while the database is away', () => {
    let t: TestApp;
    let proxy: CuttableProxy | null = null;

    beforeAll(async () => {
      if (mysqlUrl) {
        const url = new URL(mysqlUrl);
        proxy = new CuttableProxy({ host: url.hostname, port: Number(url.port || 3306) });
        await proxy.open();
        url.host = `127.0.0.1:${proxy.port}`;
        t = await startTestApp({ seedDemo: false, env: { DATABASE_URL: url.toString() } });
      } else {
        t = await startTestApp({ seedDemo: false });
      }
    });
    afterAll(async () => {
      await t.close();
      await proxy?.cut();
    });

    const restOrder = () => t.http.post('/api/orders/create').send(ORDER);
    const gqlOrder = () =>
      t.http.post('/graphql').send({ query: CREATE_ORDER, variables: { input: { fullName: 'سارا', phoneNumber: '09120000002' } } });
    const restAdminWrite = () =>
      t.http.post('/api/themes/categories/add').set('authorization', `Bearer ${t.superToken}`).field('title', 'در قطعی');

    (mysqlUrl ? it : it.skip)(
      'MariaDB unreachable: REST and GraphQL reads and writes answer 503 with Retry-After, then recover',
      async () => {
        await proxy!.cut();
        const [order, gql, admin, plans, gqlPlans] = await Promise.all([
          restOrder(),
          gqlOrder(),
          restAdminWrite(),
          t.http.get('/api/plans'),
          t.http.post('/graphql').send({ query: '{ plans { id } }' }),
        ]);
        expectUnavailableRest(order);
        expectUnavailableGraphql(gql);
        expect(admin.status).toBe(503);
        expectUnavailableRest(plans);
        expectUnavailableGraphql(gqlPlans);
        expect((await t.http.get('/api/health')).status).toBe(503);

        await proxy!.open();
        expect((await restOrder()).status).toBe(201);
        expect((await t.http.get('/api/health')).status).toBe(200);
      },
    );

    (mysqlUrl ? it.skip : it)(
      'SQLite locked by another process past busy_timeout: writes answer 503 with Retry-After, reads still work',
      async () => {
        if (t.config.database.kind !== 'sqlite') throw new Error('expected SQLite');
        const other = new Database(t.config.database.file);
        // What an operator's scrape shows of it: `site_db_sqlite_busy_errors_total`.
        const busyErrors = async () => (await t.app.get(Metrics).sqliteBusy.get()).values[0]?.value ?? 0;
        const busyBefore = await busyErrors();
        try {
          other.exec('BEGIN EXCLUSIVE');
          expectUnavailableRest(await restOrder());
          expectUnavailableGraphql(await gqlOrder());
          expect((await t.http.get('/api/plans')).status).toBe(200);
          expect((await busyErrors()) - busyBefore).toBeGreaterThanOrEqual(2);
        } finally {
          other.exec('ROLLBACK');
          other.close();
        }
        expect((await restOrder()).status).toBe(201);
      },
    );
  });
});
