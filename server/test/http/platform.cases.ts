import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  describe('HTTP platform', () => {
    let t: TestApp;
    const clientDist = mkdtempSync(join(tmpdir(), 'client-dist-'));
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><title>سایت</title></html>');
    writeFileSync(join(clientDist, 'app.js'), 'console.log(1)');

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false, env: { CLIENT_DIST_DIR: clientDist } });
    });
    afterAll(() => t.close());

    it('reports health as ok while the database answers', async () => {
      const res = await t.http.get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok' });
    });

    it('answers an unknown /api path with 404 JSON, never the client page', async () => {
      const res = await t.http.get('/api/no-such-thing').set('accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.body.error).toBe('نشانی درخواست‌شده پیدا نشد');
    });

    it('answers malformed JSON with 400 JSON', async () => {
      const res = await t.http.post('/graphql').set('content-type', 'application/json').send('{"query": ');
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(JSON.stringify(res.body)).not.toMatch(/at \w+ \(/);
    });

    it('answers a body over 1 MB with 413 JSON', async () => {
      const res = await t.http
        .post('/graphql')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ query: '{ plans { id } }', variables: { pad: 'x'.repeat(1_100_000) } }));
      expect(res.status).toBe(413);
      expect(res.body.errors[0]).toMatchObject({
        message: 'حجم درخواست بیش از حد مجاز است',
        extensions: { code: 'PAYLOAD_TOO_LARGE', status: 413 },
      });
    });

    it('serves the built client with history fallback for client routes', async () => {
      for (const path of ['/', '/about', '/themes?category=2', '/admin/customers/all']) {
        const res = await t.http.get(path);
        expect(res.status).toBe(200);
        expect(res.text).toContain('dir="rtl"');
      }
      expect((await t.http.get('/app.js')).text).toBe('console.log(1)');
      const missingUpload = await t.http.get('/uploads/themes/missing.png');
      expect(missingUpload.status).toBe(404);
      expect(missingUpload.text).not.toContain('<html');
    });

    it('sends security headers', async () => {
      const res = await t.http.get('/');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('accepts the legacy XMLHttpRequest marker header', async () => {
      const res = await t.http.get('/api/health').set('X-Requested-With', 'XMLHttpRequest');
      expect(res.status).toBe(200);
    });
  });

  describe('health when the database is gone', () => {
    it('answers 503', async () => {
      const t = await startTestApp({ seedDemo: false });
      try {
        await t.app.get(DataSource).destroy();
        const res = await t.http.get('/api/health');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({ status: 'error', checks: { database: 'unavailable', disk: 'ok' } });
      } finally {
        await t.app.close().catch(() => undefined);
      }
    });
  });

  describe('search engine files', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    it('lists every public route in /sitemap.xml on PUBLIC_URL (default http://localhost:PORT), whatever the Host header says', async () => {
      const res = await t.http.get('/sitemap.xml').set('host', 'evil.example"><x>&');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/xml/);
      for (const path of ['/', '/about', '/themes', '/work-samples', '/plans', '/guide', '/guide/wordpress/edit-product']) {
        expect(res.text).toContain(`<loc>http://localhost:${t.config.port}${path}</loc>`);
      }
      expect(res.text).not.toContain('evil');
      expect(res.text).not.toContain('admin');
    });

    it('keeps the back office out of robots.txt', async () => {
      const res = await t.http.get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.text).toContain('Disallow: /admin');
      expect(res.text).toContain('Disallow: /ch-admin');
      expect(res.text).toContain(`Sitemap: http://localhost:${t.config.port}/sitemap.xml`);
      expect((await t.http.get('/robots.txt').set('host', 'evil.example')).text).not.toContain('evil');
    });
  });
});
