import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from 'src/bootstrap.js';
import { LocalDiskStorage } from 'src/platform/files/local-disk.storage.js';
import { gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const CREATE_CATEGORY =
    'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id imageUrl } }';
  const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);

  describe('what a crash leaves in the uploads folder', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    const path = (key: string) => join(t.config.uploadsDir, key);
    const age = (key: string) => utimesSync(path(key), TWO_HOURS_AGO, TWO_HOURS_AGO);
    const allFiles = (dir: string): string[] =>
      (readdirSync(join(t.config.uploadsDir, dir), { recursive: true }) as string[]).filter((p) =>
        statSync(join(t.config.uploadsDir, dir, p)).isFile(),
      );

    it('never serves an unfinished upload, and the next start removes it (whatever its age) and old unreferenced files, keeping every referenced and demo image', async () => {
      const uploaded = await gqlUpload(
        t,
        CREATE_CATEGORY,
        { input: { title: 'ماندنی' } },
        { image: { content: PNG_BYTES, filename: 'a.png' } },
      );
      const referenced = (uploaded.data.createCategory.imageUrl as string).replace('/uploads/', '');
      // What kill -9 during a write leaves: a temporary, half-written.
      writeFileSync(path('categories/.partial-0b5e'), PNG_BYTES.subarray(0, 20));
      // Killed a moment before the restart: young, but no process will ever finish it.
      writeFileSync(path('categories/.partial-just-now'), PNG_BYTES.subarray(0, 30));
      writeFileSync(path('categories/orphan.png'), PNG_BYTES);
      writeFileSync(path('categories/fresh-orphan.png'), PNG_BYTES);
      const demo = allFiles('demo');
      expect(demo.length).toBeGreaterThan(0);
      for (const key of ['categories/.partial-0b5e', 'categories/orphan.png', referenced, ...demo.map((d) => `demo/${d}`)]) age(key);

      expect((await t.http.get('/uploads/categories/.partial-0b5e')).status).not.toBe(200);

      await t.app.close();
      t.app = await createApp(t.config);
      await t.app.init();

      expect(existsSync(path('categories/.partial-0b5e'))).toBe(false);
      expect(existsSync(path('categories/.partial-just-now'))).toBe(false);
      expect(existsSync(path('categories/orphan.png'))).toBe(false);
      expect(existsSync(path('categories/fresh-orphan.png'))).toBe(true); // may belong to an upload being saved
      expect(existsSync(path(referenced))).toBe(true);
      expect(allFiles('demo')).toEqual(demo);
    });
  });

  describe('the sweep beside a write of the running process', () => {
    it('leaves the temporary this process is writing, so its upload completes', async () => {
      const root = mkdtempSync(join(tmpdir(), 'sweep-live-'));
      try {
        const storage = new LocalDiskStorage(root);
        await storage.put('themes/first.png', PNG_BYTES);
        // Large enough that the write is still under way when the sweep lists the folder.
        const content = Buffer.alloc(64 * 1024 * 1024, 7);
        const writing = storage.put('themes/big.png', content);
        let temporary: string | undefined;
        while (!temporary) {
          temporary = readdirSync(join(root, 'themes')).find((name) => name.startsWith('.partial-'));
          if (!temporary) await new Promise((resolve) => setImmediate(resolve));
        }
        const removed = await storage.sweep(new Date(0), () => true);
        expect(removed).not.toContain(`themes/${temporary}`);
        await writing;
        expect(readFileSync(join(root, 'themes/big.png')).length).toBe(content.length);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    });
  });
});
