import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { createApp } from 'src/bootstrap.js';
import { loadConfig } from 'src/platform/config/app.config.js';
import { createBackup, restoreBackup } from 'src/delivery/operations/backup.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, gqlUpload, PNG_BYTES, startTestApp, type TestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const ORDERS = '{ orders(perPage: 100) { total items { id fullName phoneNumber description status createdAt } } }';
  const CATALOGUE = '{ categories { id title imageUrl } themes { id title imageUrl mobileImageUrl } plans { id title price } }';

  /** A database named like TEST_DATABASE_URL's with a suffix, dropped and created empty. */
  async function emptyMysqlDatabase(suffix: string): Promise<string> {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const name = `${url.pathname.slice(1)}${suffix}`;
    url.pathname = '/';
    const connection = await createConnection(url.toString());
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** An installation with three orders (texts with quotes and line breaks) and an uploaded image beside the demo catalogue. */
  async function seededInstallation(env: Record<string, string> = {}): Promise<TestApp> {
    const t = await startTestApp({ env });
    for (const n of [1, 2, 3]) {
      const placed = await t.http
        .post('/api/orders/create')
        .send({ full_name: `مشتری «${n}»`, phone_number: '۰۹۱۲۱۲۳۴۵۶۷', description: `خط اول\nخط دوم؛ 'نقل' و "قول" ${n}` });
      expect(placed.status).toBe(201);
    }
    const uploaded = await gqlUpload(
      t,
      'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id } }',
      { input: { title: 'دسته پشتیبان' } },
      { image: { content: PNG_BYTES, filename: 'c.png' } },
    );
    expect(uploaded.errors).toBeUndefined();
    return t;
  }

  describe('backup and restore', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'site-backup-spec-'));
    const running: { close(): Promise<void> }[] = [];
    afterAll(async () => {
      for (const app of running.reverse()) await app.close();
      rmSync(scratch, { recursive: true, force: true });
    });

    /** Backs `source` up while it runs, restores the archive into a new installation and compares what visitors and admins see. */
    async function roundTrip(source: TestApp, name: string, databaseUrl?: string): Promise<string> {
      const archive = join(scratch, name, 'site-backup.tar.gz');
      const manifest = await createBackup(source.config, archive);
      expect(manifest.database).toBe(source.config.database.kind);
      // It holds the whole database: readable by its owner only.
      expect((statSync(archive).mode & 0o777).toString(8)).toBe('600');
      expect(manifest.files.length).toBeGreaterThan(10);

      const target = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: join(scratch, name, 'restored-data'),
        SEED_DEMO: 'true',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      await restoreBackup(target, archive);
      const restored: NestExpressApplication = await createApp(target);
      running.push(restored);
      await restored.init();
      const http = request(restored.getHttpServer());
      const gql = async (query: string, token?: string) => {
        const req = http.post('/graphql').send({ query });
        if (token) req.set('authorization', `Bearer ${token}`);
        return (await req).body as { data: Record<string, unknown>; errors?: unknown };
      };

      // The admin of the source logs in with the source's password: the bootstrap admin was not recreated.
      const login = await http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      const token = login.body.access_token as string;

      const before = await source.gql(ORDERS, {}, source.superToken);
      expect(before.data.orders.total).toBe(3);
      expect((await gql(ORDERS, token)).data.orders).toEqual(before.data.orders);

      const catalogueBefore = await source.gql(CATALOGUE);
      expect((await gql(CATALOGUE)).data).toEqual(catalogueBefore.data);
      expect((await http.get('/api/plans')).body).toEqual((await source.http.get('/api/plans')).body);

      for (const { imageUrl } of catalogueBefore.data.categories as { imageUrl: string }[]) {
        const [a, b] = await Promise.all([source.http.get(imageUrl), http.get(imageUrl)]);
        expect(b.status).toBe(200);
        expect(Buffer.compare(b.body, a.body)).toBe(0);
      }
      // A new order gets the next id, not one of the restored ones.
      const next = await http.post('/api/orders/create').send({ full_name: 'مشتری تازه', phone_number: '09121234567' });
      expect(next.status).toBe(201);
      expect(next.body.id).toBeGreaterThan(Math.max(...(before.data.orders.items as { id: number }[]).map((o) => o.id)));
      return archive;
    }

    it('restores a running installation into an empty one with the same orders, catalogue, images and admins', async () => {
      const source = await seededInstallation();
      running.push(source);
      const archive = await roundTrip(
        source,
        'same-engine',
        process.env.TEST_DATABASE_URL ? await emptyMysqlDatabase('_restored') : undefined,
      );
      await expect(restoreBackup(source.config, archive)).rejects.toThrow(/not empty|exists/);
    });

    (process.env.TEST_DATABASE_URL ? it : it.skip)('moves a single-machine SQLite installation into an empty MySQL database', async () => {
      const source = await seededInstallation({ DATABASE_URL: '' });
      running.push(source);
      expect(source.config.database.kind).toBe('sqlite');
      await roundTrip(source, 'sqlite-to-mysql', await emptyMysqlDatabase('_moved'));
    });
  });
});
