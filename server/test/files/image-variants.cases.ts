/**
 * @engines sqlite: image copies on the disk and in the bucket, made and removed beside their uploads: storage, not the database (deletes and purges run on both engines in soft-deletes.cases.ts).
 */
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { GUIDE_IMAGE_WIDTH, guideImagePath } from '@site-builder/rules';
import sharp from 'sharp';
import { createApp } from 'src/bootstrap.js';
import { loadConfig } from 'src/platform/config/app.config.js';
import { createS3Client } from 'src/platform/files/s3-client.js';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server.js';
import { gqlUpload, startTestApp, type TestApp } from '../support/test-app.js';
import { purgeAfterUndoWindow } from '../support/trash.js';
import { describeSqlite } from '../support/engines.js';

describeSqlite(() => {
  const CREATE_THEME = `mutation($input: CreateThemeInput!, $image: Upload) {
  createTheme(input: $input, image: $image) { id imageUrl } }`;
  const UPDATE_THEME = `mutation($id: Int!, $input: UpdateThemeInput!, $image: Upload) {
  updateTheme(id: $id, input: $input, image: $image) { id imageUrl } }`;
  const CREATE_CATEGORY = `mutation($input: CreateCategoryInput!, $image: Upload) {
  createCategory(input: $input, image: $image) { id imageUrl } }`;
  const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60_000);
  const WIDTHS = [160, 320, 480, 720, 960];
  const NOT_OF_A_COPY = 'فقط از تصویر اصلی می‌توان اندازهٔ دیگری خواست، نه از نسخهٔ کوچک‌شدهٔ آن';

  /** A real 1200x750 screenshot-sized PNG, as an admin uploads a theme's picture. */
  const screenshot = () =>
    sharp({ create: { width: 1200, height: 750, channels: 3, background: { r: 20, g: 120, b: 110 } } })
      .png()
      .toBuffer();

  async function bucketKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  }

  /** Every file under the uploads folder, so a test can see that a request stored nothing. */
  const filesUnder = (dir: string) =>
    (readdirSync(dir, { recursive: true, withFileTypes: true }) as { isFile(): boolean }[]).filter((e) => e.isFile()).length;

  /**
   * The attack of issue 20: asking for a width of a stored copy, then of that copy's copy, and so
   * on. Each level must be refused before it costs a resize or a file; returns the URLs tried.
   */
  async function walkNesting(t: TestApp, url: string): Promise<string[]> {
    const key = url.replace('/uploads/', '');
    const first = await t.http.get(`${url}?w=160`);
    expect(first.status).toBe(200);
    const tried: string[] = [];
    let copy = `variants/${key}/w160.webp`;
    for (let level = 0; level < 8; level += 1) {
      for (const width of [160, 960]) {
        const res = await t.http.get(`/uploads/${copy}?w=${width}`);
        expect({ url: copy, status: res.status, body: res.body }).toEqual({
          url: copy,
          status: 400,
          body: { error: NOT_OF_A_COPY, message: NOT_OF_A_COPY, code: 'BAD_REQUEST' },
        });
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        tried.push(copy);
      }
      // The next level as the old layout named it, and as a client could spell it under the new one.
      copy = level % 2 === 0 ? `variants/w160/${copy}.webp` : `variants/${copy}/w160.webp`;
    }
    return tried;
  }

  async function categoryWithEveryCopy(t: TestApp): Promise<{ id: number; url: string }> {
    const created = await gqlUpload(
      t,
      CREATE_CATEGORY,
      { input: { title: `دسته با نسخه‌ها ${Math.random()}` } },
      { image: { content: await screenshot(), filename: 'category.png' } },
      t.superToken,
    );
    expect(created.errors).toBeUndefined();
    const { id, imageUrl: url } = created.data.createCategory as { id: number; imageUrl: string };
    for (const width of WIDTHS) expect((await t.http.get(`${url}?w=${width}`)).status).toBe(200);
    return { id, url };
  }

  /** Deletes the category and lets the undo window pass: the purge is what removes its image. */
  async function deleteAndPurge(t: TestApp, id: number): Promise<void> {
    const deleted = await t.gql('mutation($id: Int!) { deleteCategory(id: $id) { id } }', { id }, t.superToken);
    expect(deleted.errors).toBeUndefined();
    expect(await purgeAfterUndoWindow(t)).toBeGreaterThanOrEqual(1);
  }

  async function firstThemeImage(t: TestApp): Promise<string> {
    const themes = (await t.gql('{ themes { imageUrl } }')).data.themes as { imageUrl: string }[];
    return themes[0].imageUrl;
  }

  describe('uploads at the widths a phone asks for (/uploads/<key>?w=)', () => {
    describe('on the local disk', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await startTestApp({ env: { CLIENT_DIST_DIR: join(tmpdir(), 'no-client-build') } });
      });
      afterAll(() => t.close());

      it("serves a guide's screenshot, stored at twice the width it is shown, at the widths a 2x screen asks for", async () => {
        const url = `/uploads/demo/${guideImagePath('create-product', 3)}`;
        expect((await sharp((await t.http.get(url)).body).metadata()).width).toBe(GUIDE_IMAGE_WIDTH);
        for (const width of [1280, 1700]) {
          const res = await t.http.get(`${url}?w=${width}`);
          expect(res.status).toBe(200);
          expect(await sharp(res.body).metadata()).toMatchObject({ format: 'webp', width });
        }
        expect((await t.http.get(`${url}?w=1600`)).status).toBe(400);
      });

      it('answers a WebP copy at the asked width, made once and kept beside the uploads', async () => {
        const url = await firstThemeImage(t);
        const original = await t.http.get(url);
        const res = await t.http.get(`${url}?w=480`);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
        const meta = await sharp(res.body).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 480 });
        expect(res.body.length).toBeLessThan(original.body.length / 2);
        const key = url.replace('/uploads/', '');
        expect(existsSync(join(t.config.uploadsDir, 'variants', key, 'w480.webp'))).toBe(true);

        const again = await t.http.get(`${url}?w=480`);
        expect(Buffer.compare(again.body, res.body)).toBe(0);
        expect(again.headers.etag).toBeTruthy();
        expect((await t.http.get(`${url}?w=480`).set('if-none-match', again.headers.etag)).status).toBe(304);
      });

      it('refuses any other width with a Persian message, and answers 404 for an unknown upload', async () => {
        const url = await firstThemeImage(t);
        for (const width of ['500', '0', 'abc', '100000']) {
          const res = await t.http.get(`${url}?w=${width}`);
          expect(res.status).toBe(400);
          expect(res.body.error).toBe('عرض تصویر باید یکی از ۱۶۰، ۳۲۰، ۴۸۰، ۷۲۰، ۹۶۰، ۱۲۸۰، ۱۷۰۰ پیکسل باشد');
        }
        expect((await t.http.get('/uploads/themes/never-stored.png?w=480')).status).toBe(404);
        expect((await t.http.get('/uploads/..%2F..%2Fetc%2Fpasswd?w=480')).status).toBe(404);
        // A malformed escape is the client's error, as for the originals, never a server error.
        expect((await t.http.get('/uploads/themes/%E0%A4%A.png?w=480')).status).toBe(400);
        expect((await t.http.get('/uploads/themes/%E0%A4%A.png')).status).toBe(400);
      });

      it('answers many parallel first requests for a new copy alike, each with the same picture', async () => {
        const created = await gqlUpload(
          t,
          CREATE_THEME,
          { input: { title: 'قالب موازی', link: 'https://demo.example.com' } },
          { image: { content: await screenshot(), filename: 'shot.png' } },
        );
        const url: string = created.data.createTheme.imageUrl;
        const answers = await Promise.all(Array.from({ length: 12 }, () => t.http.get(`${url}?w=720`)));
        expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
        for (const answer of answers) expect(Buffer.compare(answer.body, answers[0].body)).toBe(0);
        expect(await sharp(answers[0].body).metadata()).toMatchObject({ format: 'webp', width: 720, height: 450 });
      });

      it('removes the copies with the upload: a replaced picture is not served at any width', async () => {
        const created = await gqlUpload(
          t,
          CREATE_THEME,
          { input: { title: 'قالب جایگزین', link: 'https://demo.example.com' } },
          { image: { content: await screenshot(), filename: 'old.png' } },
        );
        const before: string = created.data.createTheme.imageUrl;
        expect((await t.http.get(`${before}?w=320`)).status).toBe(200);
        expect((await t.http.get(`${before}?w=960`)).status).toBe(200);
        const updated = await gqlUpload(
          t,
          UPDATE_THEME,
          { id: created.data.createTheme.id, input: {} },
          { image: { content: await screenshot(), filename: 'new.png' } },
        );
        expect(updated.errors).toBeUndefined();
        for (const width of [320, 960]) expect((await t.http.get(`${before}?w=${width}`)).status).toBe(404);
        const key = before.replace('/uploads/', '');
        expect(existsSync(join(t.config.uploadsDir, 'variants', key))).toBe(false);
        expect((await t.http.get(`${updated.data.updateTheme.imageUrl}?w=320`)).status).toBe(200);
      });

      it('never makes a copy of a copy: every nested width is a 400 and stores no file', async () => {
        const url = await firstThemeImage(t);
        await t.http.get(`${url}?w=160`);
        const files = filesUnder(t.config.uploadsDir);
        const tried = await walkNesting(t, url);
        expect(tried.length).toBe(16);
        expect(filesUnder(t.config.uploadsDir)).toBe(files);
        // The demo's own picture named in the issue, one level down as the attack began.
        const demo = await t.http.get('/uploads/variants/w160/demo/themes/1-desktop.webp.webp?w=160');
        expect(demo.status).toBe(400);
        expect(filesUnder(t.config.uploadsDir)).toBe(files);
      });

      it('removes every copy with its image: a purged category answers 404 at every width, and its copies are off the disk', async () => {
        const { id, url } = await categoryWithEveryCopy(t);
        const key = url.replace('/uploads/', '');
        expect(readdirSync(join(t.config.uploadsDir, 'variants', key)).sort()).toEqual(WIDTHS.map((w) => `w${w}.webp`).sort());
        await deleteAndPurge(t, id);
        expect((await t.http.get(url)).status).toBe(404);
        for (const width of WIDTHS) {
          expect((await t.http.get(`${url}?w=${width}`)).status).toBe(404);
          expect((await t.http.get(`/uploads/variants/${key}/w${width}.webp`)).status).toBe(404);
        }
        expect(existsSync(join(t.config.uploadsDir, 'variants', key))).toBe(false);
      });

      it('a copy lives as long as its upload: the start-up sweep keeps those of stored images and removes the others', async () => {
        const url = await firstThemeImage(t);
        expect((await t.http.get(`${url}?w=320`)).status).toBe(200);
        const kept = join(t.config.uploadsDir, 'variants', url.replace('/uploads/', ''), 'w320.webp');
        const orphan = join(t.config.uploadsDir, 'variants', 'themes', 'gone.png', 'w320.webp');
        mkdirSync(dirname(orphan), { recursive: true });
        writeFileSync(
          orphan,
          await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
            .webp()
            .toBuffer(),
        );
        for (const path of [kept, orphan]) utimesSync(path, TWO_HOURS_AGO, TWO_HOURS_AGO);

        await t.app.close();
        t.app = await createApp(t.config);
        await t.app.init();

        expect(existsSync(kept)).toBe(true);
        expect(existsSync(orphan)).toBe(false);
      });
    });

    describe('in an S3-compatible bucket', () => {
      let s3: S3TestServer;
      let t: TestApp;
      beforeAll(async () => {
        s3 = await startS3TestServer();
        t = await startTestApp({ env: { ...s3.env, CLIENT_DIST_DIR: join(tmpdir(), 'no-client-build') } });
      });
      afterAll(async () => {
        await t.close();
        await s3.close();
      });

      it('keeps the copy in the bucket, where every instance finds it', async () => {
        const url = await firstThemeImage(t);
        const res = await t.http.get(`${url}?w=320`);
        expect(res.status).toBe(200);
        expect(await sharp(res.body).metadata()).toMatchObject({ format: 'webp', width: 320 });
        const raw = createS3Client(loadConfig({ DATA_DIR: join(tmpdir(), 'variants-spec-config'), ...s3.env }).s3!);
        try {
          const key = url.replace('/uploads/', '');
          expect(await bucketKeys(raw, s3.bucket, `uploads/variants/${key}/`)).toEqual([`uploads/variants/${key}/w320.webp`]);
        } finally {
          raw.destroy();
        }
        const again = await t.http.get(`${url}?w=320`);
        expect(Buffer.compare(again.body, res.body)).toBe(0);
        expect(again.headers.etag).toBeTruthy();
      });

      it('never makes a copy of a copy: every nested width is a 400 and puts nothing in the bucket', async () => {
        const url = await firstThemeImage(t);
        const raw = createS3Client(loadConfig({ DATA_DIR: join(tmpdir(), 'variants-spec-config'), ...s3.env }).s3!);
        try {
          await t.http.get(`${url}?w=160`);
          const stored = await bucketKeys(raw, s3.bucket, 'uploads/');
          await walkNesting(t, url);
          expect(await bucketKeys(raw, s3.bucket, 'uploads/')).toEqual(stored);
        } finally {
          raw.destroy();
        }
      });

      it('removes every copy with its image: a purged category answers 404 at every width, and the bucket holds none of its copies', async () => {
        const raw = createS3Client(loadConfig({ DATA_DIR: join(tmpdir(), 'variants-spec-config'), ...s3.env }).s3!);
        try {
          const { id, url } = await categoryWithEveryCopy(t);
          const key = url.replace('/uploads/', '');
          expect(await bucketKeys(raw, s3.bucket, `uploads/variants/${key}/`)).toHaveLength(WIDTHS.length);
          await deleteAndPurge(t, id);
          expect((await t.http.get(url)).status).toBe(404);
          for (const width of WIDTHS) {
            expect((await t.http.get(`${url}?w=${width}`)).status).toBe(404);
            expect((await t.http.get(`/uploads/variants/${key}/w${width}.webp`)).status).toBe(404);
          }
          expect(await bucketKeys(raw, s3.bucket, `uploads/variants/${key}/`)).toEqual([]);
          expect(await bucketKeys(raw, s3.bucket, `uploads/${key}`)).toEqual([]);
        } finally {
          raw.destroy();
        }
      });
    });
  });
});
