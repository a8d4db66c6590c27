import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from 'src/bootstrap.js';
import { loadConfig, type AppConfig } from 'src/platform/config/app.config.js';
import { dataKeyId } from 'src/common/crypto/data-keyring.js';
import { dataSourceOptions } from 'src/database/data-source.options.js';
import { openDataKeyring } from 'src/database/data-keys.js';
import { EncryptSecrets1795700500000 as EncryptSecretsMysql } from 'src/database/migrations/1795700500000-EncryptSecrets.js';
import { EncryptSecrets1795700500000 as EncryptSecretsSqlite } from 'src/database/migrations-sqlite/1795700500000-EncryptSecrets.js';
import { createBackup, restoreBackup } from 'src/delivery/operations/backup.js';
import { exportDataKey, reencryptData } from 'src/delivery/operations/data-key-commands.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

/**
 * Issue 34, point 5: customer plans' access details and webhook signing secrets are ciphertext in
 * the database, in backups and after a restore, read back as plaintext through the API; a start,
 * a restore and the rotation command each check the key ids against the configured keys.
 */
describeEngines(() => {
  describe('secrets at rest', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'data-encryption-'));
    const mysql = Boolean(process.env.TEST_DATABASE_URL);
    const STORED = /^enc:v1:([0-9a-f]{16}):[A-Za-z0-9+/=]{16}:[A-Za-z0-9+/=]+$/;
    const running: { close(): Promise<void> }[] = [];
    let t: TestApp;
    let generatedKey: string;
    let archive: string;
    /** Every secret written through the API, by what it belongs to. */
    const plans = new Map<number, string>();
    const endpoints = new Map<number, string>();

    afterAll(async () => {
      for (const app of running.reverse()) await app.close();
      rmSync(scratch, { recursive: true, force: true });
    });

    const secret = (label: string) => `cPanel ${label}: admin / ${randomBytes(9).toString('base64url')} «رمز»`;

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

    /** What `sqlite3 site.sqlite "select …"` (or the mysql client) shows: the columns as stored. */
    async function stored(dataSource: DataSource): Promise<{ plans: string[]; secrets: string[] }> {
      const plansRows = (await dataSource.query('SELECT description FROM customer_plans WHERE description IS NOT NULL')) as {
        description: string;
      }[];
      const endpointRows = (await dataSource.query('SELECT secret, previous_secret AS previous FROM webhook_endpoints')) as {
        secret: string;
        previous: string | null;
      }[];
      return {
        plans: plansRows.map((row) => row.description),
        secrets: endpointRows.flatMap((row) => (row.previous ? [row.secret, row.previous] : [row.secret])),
      };
    }

    function keyIdsOf(values: string[]): string[] {
      for (const value of values) expect(value).toMatch(STORED);
      return [...new Set(values.map((value) => STORED.exec(value)![1]))].sort();
    }

    /** An HTTP client of a server started here, with the bootstrap superadmin's token. */
    async function client(app: NestExpressApplication) {
      const http = request(app.getHttpServer());
      const login = await http.post('/api/admin/login').send({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      const token = login.body.access_token as string;
      const gql = async (query: string, variables: Record<string, unknown> = {}) => {
        const res = await http.post('/graphql').set('authorization', `Bearer ${token}`).send({ query, variables });
        expect(res.body.errors).toBeUndefined();
        return res.body.data;
      };
      return { http, token, gql };
    }

    type Client = Awaited<ReturnType<typeof client>>;

    /** The access details as the edit form's §7 call answers them to an admin. */
    async function accessDetails(c: Client, planId: number): Promise<string> {
      const res = await c.http.get(`/api/customers/${planId}/view-plans/edit`).set('authorization', `Bearer ${c.token}`);
      expect(res.status).toBe(200);
      return res.body.customerPlan.description as string;
    }

    async function endpointSecrets(c: Client): Promise<Map<number, string>> {
      const data = await c.gql('{ webhookEndpoints { id secret } }');
      return new Map((data.webhookEndpoints as { id: number; secret: string }[]).map((e) => [e.id, e.secret]));
    }

    async function expectEverySecretReads(c: Client): Promise<void> {
      for (const [id, details] of plans) expect([id, await accessDetails(c, id)]).toEqual([id, details]);
      expect(await endpointSecrets(c)).toEqual(endpoints);
    }

    /** A customer with `count` plans, each with its own access details; answers the customer and plan ids. */
    async function addPlans(c: Client, count: number, label: string): Promise<{ customerId: number; planId: number }> {
      const phone = `0912${String(plans.size + 1000000 + count).slice(-7)}`;
      const customerId = (
        await c.gql('mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }', {
          input: { name: 'مشتری', family: label, email: `${label}@example.com`, phone },
        })
      ).createCustomer.id as number;
      const planId = (await c.gql('mutation($title: String!) { createPlan(input: { title: $title }) { id } }', { title: `پلن ${label}` }))
        .createPlan.id as number;
      for (let i = 0; i < count; i++) {
        const details = secret(`${label}-${i}`);
        const created = await c.gql('mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }', {
          input: { customerId, planId, domainName: `${label}-${i}.ir`, description: details },
        });
        plans.set(created.createCustomerPlan.id, details);
      }
      return { customerId, planId };
    }

    async function addEndpoint(c: Client, rotate: boolean): Promise<void> {
      const created = await c.gql(
        // An event none of these tests raises: no delivery is attempted.
        'mutation { createWebhookEndpoint(input: { url: "http://127.0.0.1:9/hook", events: [CUSTOMER_PLAN_EXPIRING] }) { id secret } }',
      );
      const { id, secret: first } = created.createWebhookEndpoint as { id: number; secret: string };
      const current = rotate
        ? ((await c.gql(`mutation { rotateWebhookSecret(id: ${id}) { secret } }`)).rotateWebhookSecret.secret as string)
        : first;
      endpoints.set(id, current);
    }

    function targetConfig(name: string, env: Record<string, string>, databaseUrl?: string): AppConfig {
      return loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: join(scratch, name),
        SEED_DEMO: 'false',
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        BCRYPT_COST: '4',
        ORDER_RATE_LIMIT: '1000',
        WEBHOOKS_ALLOW_INSECURE: 'true',
        CLIENT_DIST_DIR: join(scratch, 'no-client-build'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      });
    }

    async function start(config: AppConfig): Promise<NestExpressApplication> {
      const app = await createApp(config);
      await app.init();
      running.push(app);
      return app;
    }

    async function stop(app: NestExpressApplication): Promise<void> {
      running.splice(running.indexOf(app), 1);
      await app.close();
    }

    it('stores access details and webhook secrets only as ciphertext under the generated key, while the API answers them in plain text', async () => {
      t = await startTestApp({ seedDemo: false, env: { WEBHOOKS_ALLOW_INSECURE: 'true' } });
      running.push(t);
      const keyFile = join(t.config.dataDir, 'data-encryption-key');
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      generatedKey = exportDataKey(t.config);
      expect(generatedKey).toBe(readFileSync(keyFile, 'utf8').trim());

      const c = await client(t.app);
      const { customerId, planId } = await addPlans(c, 3, 'first');
      // The longest accepted value in 4-byte characters: its ciphertext (53 KB) still fits MySQL's TEXT.
      const longest = '🔑'.repeat(10_000);
      const big = await c.gql('mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }', {
        input: { customerId, planId, domainName: 'long.ir', description: longest },
      });
      plans.set(big.createCustomerPlan.id, longest);
      await addEndpoint(c, false);
      await addEndpoint(c, true);

      const raw = await stored(t.app.get(DataSource));
      expect(raw.plans).toHaveLength(plans.size);
      expect(raw.secrets).toHaveLength(3);
      const id = dataKeyId(Buffer.from(generatedKey, 'base64'));
      expect(keyIdsOf([...raw.plans, ...raw.secrets])).toEqual([id]);
      for (const value of [...plans.values(), ...endpoints.values()]) {
        expect([...raw.plans, ...raw.secrets].some((column) => column.includes(value.slice(0, 24)))).toBe(false);
      }
      await expectEverySecretReads(c);

      // A save that leaves the access details alone (the domain name edited) writes them as they were.
      const [firstId, firstDetails] = [...plans][0];
      const before = (await t.app.get(DataSource).query(`SELECT description FROM customer_plans WHERE id = ${firstId}`))[0].description;
      await c.gql(`mutation { updateCustomerPlan(id: ${firstId}, input: { domainName: "renamed.ir" }) { id } }`);
      const after = (await t.app.get(DataSource).query(`SELECT description FROM customer_plans WHERE id = ${firstId}`))[0].description;
      expect(after).toBe(before);
      expect(await accessDetails(c, firstId)).toBe(firstDetails);
    });

    it('writes backups holding no secret and naming the key id; a restore without the key is refused, naming it, and with it every value reads back', async () => {
      archive = join(scratch, 'site-backup.tar.gz');
      const manifest = await createBackup(t.config, archive);
      const id = dataKeyId(Buffer.from(generatedKey, 'base64'));
      expect(manifest.dataKeyIds).toEqual([id]);
      // The archive's bytes, uncompressed (gzip alone would hide a plaintext from a byte scan).
      const tar = gunzipSync(readFileSync(archive));
      expect(tar.includes(Buffer.from('first-1.ir'))).toBe(true); // the scan sees the data
      for (const value of [...plans.values(), ...endpoints.values()]) expect(tar.includes(Buffer.from(value.slice(0, 24)))).toBe(false);
      expect(tar.includes(Buffer.from(generatedKey))).toBe(false);
      expect(tar.includes(Buffer.from(`"dataKeyIds": [\n    "${id}"\n  ]`))).toBe(true);

      const databaseUrl = mysql ? await emptyMysqlDatabase('_enc_restored') : undefined;
      const withoutKey = targetConfig('restored', {}, databaseUrl);
      await expect(restoreBackup(withoutKey, archive)).rejects.toThrow(
        new RegExp(`encrypted under key id ${id}, which no configured key opens`),
      );
      const wrongKey = targetConfig('restored', { DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }, databaseUrl);
      await expect(restoreBackup(wrongKey, archive)).rejects.toThrow(new RegExp(`key id ${id}, which the configured keys`));
      // Nothing was written: no database file, no table, no generated key.
      if (databaseUrl) {
        const connection = await createConnection(databaseUrl);
        expect((await connection.query('SHOW TABLES'))[0]).toEqual([]);
        await connection.end();
      } else expect(existsSync(join(scratch, 'restored', 'site.sqlite'))).toBe(false);
      expect(existsSync(join(scratch, 'restored', 'data-encryption-key'))).toBe(false);

      const restoredConfig = targetConfig('restored', { DATA_ENCRYPTION_KEY: generatedKey }, databaseUrl);
      await restoreBackup(restoredConfig, archive);
      const restored = await start(restoredConfig);
      await expectEverySecretReads(await client(restored));
      await stop(restored);
      running.splice(running.indexOf(t), 1);
      await t.close();
    });

    it('refuses to start on values under a key id no configured key opens, naming it, and generates no key over them', async () => {
      const id = dataKeyId(Buffer.from(generatedKey, 'base64'));
      const databaseUrl = mysql ? restoredUrl() : undefined;
      for (const env of [{}, { DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }] as Record<string, string>[]) {
        // What DatabaseModule runs under the start lock, before the migrations (a failed Nest start ends the process).
        const config = targetConfig('restored', env, databaseUrl);
        const dataSource = await new DataSource({ ...dataSourceOptions(config), logging: false }).initialize();
        try {
          await expect(openDataKeyring(dataSource, config.dataKeys)).rejects.toThrow(
            new RegExp(`^the database holds values encrypted under key id ${id}, which`),
          );
        } finally {
          await dataSource.destroy();
        }
        expect(existsSync(join(scratch, 'restored', 'data-encryption-key'))).toBe(false);
      }
      // A malformed key stops the start before anything is opened, and is not echoed.
      expect(() => targetConfig('restored', { DATA_ENCRYPTION_KEY: 'not-a-key-of-32-bytes' })).toThrow(
        /DATA_ENCRYPTION_KEY must be 32 bytes in base64 .*; the value given is \d+ bytes$/,
      );
      expect(() =>
        targetConfig('restored', { DATA_ENCRYPTION_KEY: generatedKey, DATA_ENCRYPTION_KEYS_OLD: `${generatedKey},x y` }),
      ).toThrow(/DATA_ENCRYPTION_KEYS_OLD \(key 2\) must be 32 bytes in base64/);
    });

    function restoredUrl(): string {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `${url.pathname}_enc_restored`;
      return url.toString();
    }

    it('re-encrypts every value under a new key while orders keep arriving: nothing left under the old id, nothing lost', async () => {
      const databaseUrl = mysql ? restoredUrl() : undefined;
      const oldId = dataKeyId(Buffer.from(generatedKey, 'base64'));
      const newKey = randomBytes(32).toString('base64');
      const newId = dataKeyId(Buffer.from(newKey, 'base64'));
      const rotated = targetConfig('restored', { DATA_ENCRYPTION_KEY: newKey, DATA_ENCRYPTION_KEYS_OLD: generatedKey }, databaseUrl);
      const app = await start(rotated);
      const c = await client(app);
      await addPlans(c, 20, 'rotated');
      // Written since the restart: under the new key beside the old ones.
      expect(keyIdsOf((await stored(app.get(DataSource))).plans)).toEqual([oldId, newId].sort());

      let placing = true;
      const placed: number[] = [];
      const orders = (async () => {
        for (let n = 0; n < 30 && (placing || n < 6); n++) {
          const batch = await Promise.all(
            [0, 1, 2].map((i) => c.http.post('/api/orders/create').send({ full_name: `سفارش ${n}-${i}`, phone_number: '09121234567' })),
          );
          for (const res of batch) {
            expect(res.status).toBe(201);
            placed.push(res.body.id as number);
          }
        }
      })();
      const edits = (async () => {
        // Staff edit access details meanwhile: their writes are never undone by the command.
        for (const [id] of [...plans].slice(-5)) {
          const details = secret(`edited-${id}`);
          await c.gql(`mutation($d: String) { updateCustomerPlan(id: ${id}, input: { description: $d }) { id } }`, { d: details });
          plans.set(id, details);
        }
      })();
      const report = await reencryptData(rotated);
      placing = false;
      await Promise.all([orders, edits]);

      expect(report.currentId).toBe(newId);
      expect(report.written).toBeGreaterThan(0);
      expect(report.left).toEqual({});
      const raw = await stored(app.get(DataSource));
      expect(keyIdsOf([...raw.plans, ...raw.secrets])).toEqual([newId]);
      await expectEverySecretReads(c);
      const listed = await c.gql('{ orders(perPage: 100) { total items { id } } }');
      expect(listed.orders.total).toBe(placed.length);
      expect(new Set((listed.orders.items as { id: number }[]).map((o) => o.id))).toEqual(new Set(placed));
      console.log(`rotation: ${report.written} values re-encrypted while ${placed.length} orders were placed; left under old ids: 0`);

      // The old key can go now.
      await stop(app);
      const withoutOld = await start(targetConfig('restored', { DATA_ENCRYPTION_KEY: newKey }, databaseUrl));
      await expectEverySecretReads(await client(withoutOld));
      await stop(withoutOld);
    });

    it('encrypts the plaintext rows of a database at the migration before, on start', async () => {
      const databaseUrl = mysql ? restoredUrl() : undefined;
      const config = targetConfig('restored', { DATA_ENCRYPTION_KEY: generatedKey }, databaseUrl);
      // Back to the previous migration: the values in plaintext, the migration undone and unrecorded.
      const dataSource = await new DataSource({ ...dataSourceOptions(config), logging: false }).initialize();
      const runner = dataSource.createQueryRunner();
      try {
        // The migrations after it first: an installation at the migration before has none of them.
        const last = async () =>
          ((await runner.query('SELECT name FROM migrations ORDER BY timestamp DESC LIMIT 1')) as { name: string }[])[0].name;
        while ((await last()) !== 'EncryptSecrets1795700500000') await dataSource.undoLastMigration();
        for (const [id, details] of plans) await runner.query('UPDATE customer_plans SET description = ? WHERE id = ?', [details, id]);
        for (const [id, value] of endpoints) {
          await runner.query('UPDATE webhook_endpoints SET secret = ?, previous_secret = NULL WHERE id = ?', [value, id]);
        }
        // An activity entry as the log wrote them before issue 34: the access details in plain JSON.
        const [firstId, firstDetails] = [...plans][0];
        const q = (name: string) => dataSource.driver.escape(name);
        await runner.query(
          `INSERT INTO activity_log (action, entity_type, entity_id, label, ${q('before')}, ${q('after')}, created_at) VALUES ('UPDATE', 'CUSTOMER_PLAN', ?, 'x', ?, ?, ?)`,
          [
            firstId,
            JSON.stringify({ description: firstDetails, paid: 1 }),
            JSON.stringify({ description: 'تازه', paid: 2 }),
            '2026-01-01 00:00:00',
          ],
        );
        await (mysql ? new EncryptSecretsMysql() : new EncryptSecretsSqlite()).down(runner);
        await runner.query(`DELETE FROM migrations WHERE name = 'EncryptSecrets1795700500000'`);
        expect((await stored(dataSource)).plans.sort()).toEqual([...plans.values()].sort());
      } finally {
        await runner.release();
        await dataSource.destroy();
      }

      const app = await start(config);
      const raw = await stored(app.get(DataSource));
      const logged = (await app
        .get(DataSource)
        .query(
          `SELECT ${app.get(DataSource).driver.escape('before')} AS was, ${app.get(DataSource).driver.escape('after')} AS now FROM activity_log WHERE entity_type = 'CUSTOMER_PLAN' AND label = 'x'`,
        )) as { was: string; now: string }[];
      expect(logged.map(({ was, now }) => [JSON.parse(was), JSON.parse(now)])).toEqual([
        [
          { description: '••••', paid: 1 },
          { description: '••••', paid: 2 },
        ],
      ]);
      expect(keyIdsOf([...raw.plans, ...raw.secrets])).toEqual([dataKeyId(Buffer.from(generatedKey, 'base64'))]);
      await expectEverySecretReads(await client(app));
      await stop(app);
    });
  });
});
