import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const DISK_FULL = 'فضای ذخیره‌سازی سرور پر است و کاری انجام نشد؛ لطفا بعدا دوباره تلاش کنید';
  const UPLOAD_FULL = 'فضای ذخیره‌سازی سرور پر است و تصویر ذخیره نشد؛ لطفا بعدا دوباره تلاش کنید';
  const CREATE_CATEGORY =
    'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id imageUrl } }';

  /**
   * A real full disk: DATA_DIR on its own 8 MB tmpfs, filled with a ballast file until writes
   * fail with ENOSPC. Mounting needs root (as in this project's CI container).
   */
  describe('a full disk under DATA_DIR', () => {
    const mountPoint = mkdtempSync(join(tmpdir(), 'site-full-'));
    let t: TestApp;

    beforeAll(async () => {
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
      const dataDir = join(mountPoint, 'data');
      mkdirSync(dataDir);
      t = await startTestApp({ seedDemo: false, env: { DATA_DIR: dataDir } });
    });
    afterAll(async () => {
      await t?.close().catch(() => undefined);
      execFileSync('umount', [mountPoint]);
      rmSync(mountPoint, { recursive: true, force: true });
    });

    function uploadedFiles(): string[] {
      const root = t.config.uploadsDir;
      return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile());
    }

    function fillDisk(): void {
      const chunk = Buffer.alloc(64 * 1024, 1);
      const ballast = join(mountPoint, 'ballast');
      writeFileSync(ballast, '');
      try {
        for (;;) writeFileSync(ballast, chunk, { flag: 'a' });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }

    it('answers 503 with a Persian message to uploads (and to orders on SQLite), leaves no file, and health names the disk', async () => {
      expect((await t.http.get('/api/health')).body).toEqual({ status: 'ok' });
      fillDisk();
      // health caches the disk state for two seconds; a failed write refreshes it at once.
      const upload = await gqlUpload(
        t,
        CREATE_CATEGORY,
        { input: { title: 'دیسک پر' } },
        { image: { content: PNG_BYTES, filename: 'a.png' } },
      );
      expect(upload.status).toBe(503);
      expect(upload.errors?.[0]).toMatchObject({ message: UPLOAD_FULL, extensions: { code: 'SERVICE_UNAVAILABLE', status: 503 } });
      expect(uploadedFiles()).toEqual([]);

      const rest = await t.http
        .post('/api/themes/categories/add')
        .set('authorization', `Bearer ${t.superToken}`)
        .field('title', 'دیسک پر')
        .attach('image', PNG_BYTES, 'a.png');
      expect(rest.status).toBe(503);
      expect(rest.headers['retry-after']).toBeDefined();
      expect(rest.body).toEqual({ error: UPLOAD_FULL, message: UPLOAD_FULL, code: 'SERVICE_UNAVAILABLE' });
      expect(uploadedFiles()).toEqual([]);

      if (t.config.database.kind === 'sqlite') {
        const order = await t.http
          .post('/api/orders/create')
          .send({ full_name: 'سارا', phone_number: '09120000009', description: 'x'.repeat(2000) });
        expect(order.status).toBe(503);
        expect(order.body).toEqual({ error: DISK_FULL, message: DISK_FULL, code: 'SERVICE_UNAVAILABLE' });
      }

      const health = await t.http.get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ status: 'error', checks: { database: 'ok', disk: 'full' } });

      rmSync(join(mountPoint, 'ballast'));
    });
  });
});
