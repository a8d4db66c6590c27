/**
 * @engines sqlite: the modes of DATA_DIR's files, the embedded database's among them (MySQL keeps its data elsewhere).
 */
import { jest } from '@jest/globals';
import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { Logger } from 'nestjs-pino';
import { describeSqlite } from '../support/engines.js';
import { gqlUpload, PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';

/** Every folder and file under `dir` (itself as '.'), with its permission bits. */
function modes(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (path: string) => {
    const stats = lstatSync(path);
    found[relative(dir, path) || '.'] = `${stats.isDirectory() ? 'd' : '-'}${(stats.mode & 0o777).toString(8).padStart(3, '0')}`;
    if (stats.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

describeSqlite(() => {
  describe("DATA_DIR's files are the server's alone", () => {
    const root = mkdtempSync(join(tmpdir(), 'data-dir-modes-'));
    const dataDir = join(root, 'data');
    let t: TestApp | undefined;
    let warnings: string[] = [];
    const start = async () => {
      const spy = jest.spyOn(Logger.prototype, 'warn');
      try {
        t = await startTestApp({ seedDemo: false, env: { DATA_DIR: dataDir } });
      } finally {
        warnings = spy.mock.calls.map(([message]) => String(message)).filter((message) => message.includes('DATA_DIR'));
        spy.mockRestore();
      }
      return t;
    };

    afterAll(async () => {
      await t?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('creates the folder, the database with its WAL and SHM files, the secret and uploads 0700/0600 on a fresh start', async () => {
      const app = await start();
      expect(warnings).toEqual([]);
      // A write (WAL and SHM in use) and an upload (a folder and a file under uploads).
      expect(
        (await app.gql('mutation { createOrder(input: { fullName: "مریم", phoneNumber: "09120001122" }) { id } }')).errors,
      ).toBeUndefined();
      const upload = await gqlUpload(
        app,
        'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { imageUrl } }',
        { input: { title: 'دسته' } },
        { image: { content: PNG_BYTES, filename: 'a.png' } },
      );
      expect(upload.data.createCategory.imageUrl).toMatch(/^\/uploads\//);
      const found = modes(dataDir);
      for (const name of ['site.sqlite', 'site.sqlite-wal', 'site.sqlite-shm', 'jwt-secret']) expect(found[name]).toBe('-600');
      const uploaded = Object.keys(found).filter((path) => path.startsWith('uploads/'));
      expect(uploaded.some((path) => found[path] === '-600')).toBe(true);
      // Every folder 0700, every file 0600: nothing another user of the machine can read or list.
      expect(Object.entries(found).filter(([, mode]) => mode !== 'd700' && mode !== '-600')).toEqual([]);
    });

    it('tightens a folder made with looser modes (0755 folders, 0644 files) at start and says what it changed', async () => {
      await t!.close();
      t = undefined;
      // As an older version (or a copy, or a restore) left it: everything readable by everyone.
      mkdirSync(join(dataDir, 'uploads', 'old'), { recursive: true });
      writeFileSync(join(dataDir, 'uploads', 'old', 'b.png'), PNG_BYTES);
      const loose = modes(dataDir);
      for (const [path, mode] of Object.entries(loose)) chmodSync(join(dataDir, path), mode.startsWith('d') ? 0o755 : 0o644);
      expect(existsSync(join(dataDir, 'site.sqlite'))).toBe(true);

      await start();
      const found = modes(dataDir);
      expect(Object.entries(found).filter(([, mode]) => mode !== 'd700' && mode !== '-600')).toEqual([]);
      expect(warnings).toHaveLength(1);
      for (const changed of [
        '. 0755 -> 0700',
        'site.sqlite 0644 -> 0600',
        'jwt-secret 0644 -> 0600',
        'uploads 0755 -> 0700',
        'uploads/old/b.png 0644 -> 0600',
      ]) {
        expect(warnings[0]).toContain(changed);
      }
      // The server still reads what it tightened: the order written before and the image.
      const orders = await t!.gql('{ orders { total } }', {}, t!.superToken);
      expect(orders.data.orders.total).toBe(1);
      expect((await t!.http.get('/uploads/old/b.png')).status).toBe(200);
    });
  });
});
