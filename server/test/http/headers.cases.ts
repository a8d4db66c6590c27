/**
 * @engines sqlite: response headers and configuration, the same on every engine (jest.config.js runs such files on one engine).
 */
import { pathToFileURL } from 'node:url';
import { clientDistDir, loadConfig } from 'src/platform/config/app.config.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  const PRIVATE_READS: [string, string][] = [
    ['GET', '/api/customers'],
    ['GET', '/api/orders'],
    ['GET', '/api/admin/users'],
  ];

  describe('response headers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { PUBLIC_URL: 'https://site.example.ir/fa&co/' } });
    });
    afterAll(() => t.close());

    it('denies camera, microphone, geolocation, payment and usb to every response, API or not', async () => {
      for (const res of [
        await t.http.get('/api/health'),
        await t.http.get('/robots.txt'),
        await t.http.post('/graphql').send({ query: '{ plans { id } }' }),
      ]) {
        const policy = res.headers['permissions-policy'];
        for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
      }
    });

    it('sends Cache-Control: no-store on every answer to a request carrying a token, valid or not, REST and GraphQL', async () => {
      for (const token of [t.superToken, 'forged.token.value']) {
        for (const [, path] of PRIVATE_READS) {
          const res = await t.http.get(path).set('authorization', `Bearer ${token}`);
          expect(res.headers['cache-control']).toBe('no-store');
        }
        const gql = await t.http.post('/graphql').set('authorization', `Bearer ${token}`).send({ query: '{ orders { total } }' });
        expect(gql.headers['cache-control']).toBe('no-store');
        const write = await t.http.post('/api/themes/categories/add').set('authorization', `Bearer ${token}`).send({ title: 'تیتر' });
        expect(write.headers['cache-control']).toBe('no-store');
      }
    });

    it('builds sitemap.xml and robots.txt from PUBLIC_URL, XML-escaped', async () => {
      const sitemap = await t.http.get('/sitemap.xml').set('host', 'evil.example');
      expect(sitemap.text).toContain('<loc>https://site.example.ir/fa&amp;co/about</loc>');
      expect(sitemap.text).not.toContain('evil');
      const robots = await t.http.get('/robots.txt').set('host', 'evil.example');
      expect(robots.text).toContain('Sitemap: https://site.example.ir/fa&co/sitemap.xml');
    });
  });

  describe('configuration', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-config-'));
    const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

    it('refuses a PUBLIC_URL that is not an absolute http(s) URL at start', () => {
      for (const bad of [
        'site.example.ir',
        '/relative',
        'javascript:alert(1)',
        'ftp://site.example.ir',
        'https://user:pw@site.example.ir',
      ]) {
        expect(() => load({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
      }
      expect(load({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
      expect(load({ PUBLIC_URL: 'https://site.example.ir/' }).publicUrl).toBe('https://site.example.ir');
    });

    it('requires the shared secret and admin password when instances share Redis, and a well-formed REDIS_URL', () => {
      expect(() => load({ REDIS_URL: 'redis://127.0.0.1:6379/0', ADMIN_PASSWORD: 'pw' })).toThrow(
        /JWT_SECRET is required when REDIS_URL is set/,
      );
      expect(() => load({ REDIS_URL: 'redis://127.0.0.1:6379/0', JWT_SECRET: 'k'.repeat(40) })).toThrow(/ADMIN_PASSWORD is required/);
      expect(() => load({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL must look like redis:\/\/host:port\/db/);
      expect(() => load({ REDIS_URL: 'redis://127.0.0.1:6379/0', JWT_SECRET: 'k'.repeat(40), ADMIN_PASSWORD: 'pw' })).toThrow(
        /DATA_ENCRYPTION_KEY is required when REDIS_URL is set/,
      );
      const config = load({
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        JWT_SECRET: 'k'.repeat(40),
        ADMIN_PASSWORD: 'pw',
        DATA_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      });
      expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2');
      expect(load({}).redisUrl).toBeNull();
    });

    it("hashes passwords at bcrypt cost 12 unless BCRYPT_COST names another within bcrypt's 4-31", () => {
      expect(load({}).auth.bcryptCost).toBe(12);
      expect(load({ BCRYPT_COST: '4' }).auth.bcryptCost).toBe(4);
      expect(() => load({ BCRYPT_COST: '3' })).toThrow(/BCRYPT_COST must be an integer >= 4/);
      expect(() => load({ BCRYPT_COST: '32' })).toThrow(/BCRYPT_COST must be at most 31/);
    });

    it('reads the S3_* settings together, refusing a half-configured bucket', () => {
      expect(load({}).s3).toBeNull();
      expect(() => load({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required when S3_ENDPOINT is set/);
      expect(() => load({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
      expect(() => load({ S3_BUCKET: 'b', S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL must be an absolute http\(s\) URL/);
      expect(load({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.example.com/b/' }).s3).toEqual({
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'b',
        region: 'us-east-1',
        accessKeyId: undefined,
        secretAccessKey: undefined,
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com/b',
      });
    });

    it('stops at once with the reason when DATA_DIR is unusable (under /proc), instead of spinning', () => {
      expect(() => loadConfig({ DATA_DIR: '/proc/self/xyz' })).toThrow(/^DATA_DIR \/proc\/self\/xyz is not a usable directory: /);
      expect(() => loadConfig({ DATA_DIR: '/proc/self/xyz/deeper/still' })).toThrow(/DATA_DIR .* is not a usable directory/);
    });

    it('finds the client build under a checkout path with spaces and Persian letters', () => {
      const checkout = '/home/علی رضایی/my site';
      const moduleUrl = pathToFileURL(`${checkout}/server/dist/platform/config/app.config.js`).href;
      expect(moduleUrl).toContain('%20');
      expect(clientDistDir(undefined, moduleUrl)).toBe(`${checkout}/client/dist`);
    });
  });
});
