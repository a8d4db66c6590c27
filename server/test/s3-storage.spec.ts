import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from 'src/platform/config/app.config.js';
import { createS3Client } from 'src/platform/files/s3-client.js';
import { S3Storage } from 'src/platform/files/s3.storage.js';
import { migrateUploads } from 'src/delivery/operations/migrate-uploads.js';
import { startS3Gate, type S3Gate } from './support/s3-gate.js';
import { startS3TestServer, type S3TestServer } from './support/s3-test-server.js';
import { purgeAfterUndoWindow } from './support/trash.js';
import { firstError, gqlUpload, PNG_BYTES, startTestApp, type TestApp } from './support/test-app.js';
import { describeEngines } from './support/engines.js';

describeEngines(() => {
  const CREATE_THEME = `mutation($input: CreateThemeInput!, $image: Upload, $mobileImage: Upload) {
  createTheme(input: $input, image: $image, mobileImage: $mobileImage) { id imageUrl mobileImageUrl } }`;
  const UPDATE_THEME = `mutation($id: Int!, $input: UpdateThemeInput!, $image: Upload) {
  updateTheme(id: $id, input: $input, image: $image) { id imageUrl } }`;
  const CREATE_SAMPLE = `mutation($input: CreateWorkSampleInput!, $image: Upload) { createWorkSample(input: $input, image: $image) { id imageUrl } }`;
  const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

  describe('images in an S3-compatible bucket (s3rver)', () => {
    let s3: S3TestServer;
    let raw: S3Client;

    async function bucketKeys(prefix = ''): Promise<string[]> {
      const page = await raw.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
      return (page.Contents ?? []).map((object) => object.Key!).sort();
    }

    beforeAll(async () => {
      s3 = await startS3TestServer();
      raw = createS3Client(loadConfig({ DATA_DIR: join(tmpdir(), 's3-spec-config'), ...s3.env }).s3!);
    });
    afterAll(async () => {
      raw.destroy();
      await s3.close();
    });

    describe('S3Storage', () => {
      let storage: S3Storage;
      beforeAll(() => {
        storage = new S3Storage(raw, s3.bucket, 'spec/', null);
      });

      it('reads back the very bytes stored, small in one request and 12 MB in a multipart upload', async () => {
        const large = randomBytes(12 * 1024 * 1024);
        await storage.put('themes/small.png', PNG_BYTES);
        await storage.put('themes/large.webp', large);
        const small = await storage.read('themes/small.png');
        expect(small).toMatchObject({ contentType: 'image/png', contentLength: PNG_BYTES.length });
        expect(Buffer.compare(Buffer.concat(await small!.body.toArray()), PNG_BYTES)).toBe(0);
        const back = await storage.read('themes/large.webp');
        expect(back?.contentLength).toBe(large.length);
        expect(Buffer.compare(Buffer.concat(await back!.body.toArray()), large)).toBe(0);
        expect(await bucketKeys('spec/')).toEqual(['spec/themes/large.webp', 'spec/themes/small.png']);
      });

      it('lists what it holds under its prefix only, and removes an object for good', async () => {
        await storage.put('a/one.png', PNG_BYTES);
        const other = new S3Storage(raw, s3.bucket, 'other/', null);
        await other.put('a/two.png', PNG_BYTES);
        const listed: string[] = [];
        for await (const key of storage.list()) listed.push(key);
        expect(listed).toContain('a/one.png');
        expect(listed).not.toContain('a/two.png');
        await storage.remove('a/one.png');
        expect(await storage.read('a/one.png')).toBeNull();
        expect(await other.read('a/two.png')).not.toBeNull();
      });

      it('sweeps unreferenced objects older than the cut-off and keeps referenced or younger ones', async () => {
        await storage.put('sweep/kept.png', PNG_BYTES);
        await storage.put('sweep/orphan.png', PNG_BYTES);
        expect(await storage.sweep(new Date(Date.now() - 60_000), () => false)).toEqual([]);
        const removed = await storage.sweep(new Date(Date.now() + 60_000), (key) => !key.startsWith('sweep/orphan'));
        expect(removed).toEqual(['sweep/orphan.png']);
        expect(await storage.read('sweep/kept.png')).not.toBeNull();
      });

      it('reports the bucket writable, and unwritable when it does not exist', async () => {
        expect(await storage.state()).toBe('ok');
        expect(await new S3Storage(raw, 'no-such-bucket', 'x/', null).state()).toBe('unwritable');
      });
    });

    it("copies a single machine's uploads folder into the bucket under the same keys, once (npm run storage:migrate)", async () => {
      const dataDir = join(tmpdir(), `s3-spec-migrate-${process.pid}`);
      const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });
      mkdirSync(join(config.uploadsDir, 'themes'), { recursive: true });
      mkdirSync(join(config.uploadsDir, 'demo', 'guides', 'domain'), { recursive: true });
      const files = {
        'themes/7d0c4a52-1111-4a0e-9d7b-000000000001.png': PNG_BYTES,
        'demo/guides/domain/01.webp': randomBytes(64 * 1024),
      };
      for (const [key, bytes] of Object.entries(files)) writeFileSync(join(config.uploadsDir, key), bytes);
      writeFileSync(join(config.uploadsDir, 'themes', '.partial-abc'), 'unfinished');

      expect(await migrateUploads(config)).toEqual({ copied: 2, present: 0 });
      const bucket = new S3Storage(raw, s3.bucket, 'uploads/', null);
      for (const [key, bytes] of Object.entries(files)) {
        const stored = await bucket.read(key);
        expect(Buffer.compare(Buffer.concat(await stored!.body.toArray()), bytes)).toBe(0);
      }
      expect(await bucketKeys('uploads/themes/.partial')).toEqual([]);
      expect(await migrateUploads(config)).toEqual({ copied: 0, present: 2 });
      for (const key of Object.keys(files)) await bucket.remove(key);
      await expect(migrateUploads(loadConfig({ DATA_DIR: dataDir }))).rejects.toThrow(/S3_BUCKET/);
    });

    describe('the server with S3_* set', () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await startTestApp({ env: { ...s3.env, CLIENT_DIST_DIR: join(tmpdir(), 'no-client-build') } });
      });
      afterAll(() => t.close());

      it('seeds the demo images into the bucket, not the data directory, and serves them at /uploads', async () => {
        const demo = await bucketKeys('uploads/demo/');
        expect(demo.length).toBeGreaterThan(10);
        expect(existsSync(join(t.config.uploadsDir, 'demo'))).toBe(false);
        const themes = (await t.gql('{ themes { imageUrl } }')).data.themes as { imageUrl: string }[];
        const served = await t.http.get(themes[0].imageUrl);
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toMatch(/^image\//);
      });

      it('stores an upload in the bucket and serves the same bytes at /uploads with the headers of the disk store', async () => {
        const res = await gqlUpload(
          t,
          CREATE_THEME,
          { input: { title: 'قالب ابری', link: 'https://demo.example.com' } },
          { image: { content: PNG_BYTES, filename: 'd.png' } },
        );
        expect(res.errors).toBeUndefined();
        const url: string = res.data.createTheme.imageUrl;
        expect(url).toMatch(/^\/uploads\/themes\/[0-9a-f-]{36}\.png$/);
        expect(await bucketKeys('uploads/themes/')).toContain(`uploads${url.slice('/uploads'.length)}`);
        expect(readdirSync(t.config.uploadsDir)).toEqual([]);
        const served = await t.http.get(url);
        expect(served.status).toBe(200);
        expect(Buffer.compare(served.body, PNG_BYTES)).toBe(0);
        expect(served.headers).toMatchObject({
          'content-type': 'image/png',
          'cache-control': 'public, max-age=2592000, immutable',
          'x-content-type-options': 'nosniff',
          'content-length': String(PNG_BYTES.length),
        });
        expect(served.headers.etag).toBeTruthy();
        const again = await t.http.get(url).set('if-none-match', served.headers.etag);
        expect(again.status).toBe(304);
        expect((await t.http.get('/uploads/themes/never-stored.png')).status).toBe(404);
        expect((await t.http.get('/uploads/..%2Fother%2Fa%2Ftwo.png')).status).toBe(404);
        expect((await t.http.get('/uploads/themes/%E0%A4%A.png')).status).toBe(400);
      });

      it('removes the old object when an image is replaced, and stores none when the plans named are unknown', async () => {
        const created = await gqlUpload(
          t,
          CREATE_THEME,
          { input: { title: 'قالب جایگزین', link: 'https://demo.example.com' } },
          { image: { content: PNG_BYTES, filename: 'd.png' } },
        );
        const before: string = created.data.createTheme.imageUrl;
        const updated = await gqlUpload(
          t,
          UPDATE_THEME,
          { id: created.data.createTheme.id, input: {} },
          { image: { content: GIF_BYTES, filename: 'g.gif' } },
        );
        expect(updated.errors).toBeUndefined();
        expect((await t.http.get(before)).status).toBe(404);
        expect(await bucketKeys(`uploads${before.slice('/uploads'.length)}`)).toEqual([]);
        expect(Buffer.compare((await t.http.get(updated.data.updateTheme.imageUrl)).body, GIF_BYTES)).toBe(0);
        const deleted = await t.gql(
          'mutation($id: Int!) { deleteTheme(id: $id) { id } }',
          { id: created.data.createTheme.id },
          t.superToken,
        );
        expect(deleted.errors).toBeUndefined();
        expect(await bucketKeys(`uploads${updated.data.updateTheme.imageUrl.slice('/uploads'.length)}`)).toEqual([]);

        const keys = await bucketKeys('uploads/');
        const refused = await gqlUpload(
          t,
          CREATE_SAMPLE,
          { input: { domainName: 'test.ir', title: 'نمونه', planIds: [424242] } },
          { image: { content: PNG_BYTES, filename: 's.png' } },
        );
        expect(firstError(refused).code).toBe('VALIDATION_FAILED');
        expect(await bucketKeys('uploads/')).toEqual(keys);
      });
    });

    describe('a save the database refuses after the image is in the bucket', () => {
      let t: TestApp;
      let gate: S3Gate;
      beforeAll(async () => {
        gate = await startS3Gate(s3);
        t = await startTestApp({ seedDemo: false, env: { ...gate.env, CLIENT_DIST_DIR: join(tmpdir(), 'no-client-build') } });
      });
      afterAll(async () => {
        await t.close();
        await gate.close();
      });

      /**
       * Adds a work sample naming a plan another admin deletes while the image is still uploading:
       * the plan passes the check, the upload lands, and the database then refuses the sample's link
       * to the deleted plan.
       */
      async function addSampleWhileItsPlanIsDeleted(title: string) {
        const plan = await t.gql('mutation { createPlan(input: { title: "پلن رفتنی" }) { id } }', {}, t.superToken);
        const planId: number = plan.data.createPlan.id;
        const upload = gate.holdNextPut('/uploads/work-samples/');
        const answer = gqlUpload(
          t,
          CREATE_SAMPLE,
          { input: { domainName: 'race.ir', title, planIds: [planId] } },
          { image: { content: PNG_BYTES, filename: 's.png' } },
        );
        await upload.arrived;
        const deleted = await t.gql('mutation($id: Int!) { deletePlan(id: $id) { id } }', { id: planId }, t.superToken);
        expect(deleted.errors).toBeUndefined();
        // The delete is soft: the plan is gone for good once the bin is purged after the undo window,
        // here while the image is still on its way to the bucket.
        expect(await purgeAfterUndoWindow(t)).toBeGreaterThanOrEqual(1);
        upload.release();
        return answer;
      }

      const sampleTitles = async () =>
        (await t.gql('{ adminWorkSamples(perPage: 100) { items { title } } }', {}, t.superToken)).data.adminWorkSamples.items.map(
          (sample: { title: string }) => sample.title,
        );

      it('removes the uploaded object and answers that a related record was deleted meanwhile', async () => {
        const keys = await bucketKeys('uploads/');
        const res = await addSampleWhileItsPlanIsDeleted('نمونه بی‌پلن');
        expect(res.status).toBeLessThan(500);
        expect(firstError(res)).toMatchObject({ code: 'REFUSED', message: expect.stringMatching(/هم‌زمان تغییر کرد یا حذف شد/) });
        expect(await bucketKeys('uploads/')).toEqual(keys);
        expect(await sampleTitles()).not.toContain('نمونه بی‌پلن');
      });

      it('still gives the client that answer when the bucket refuses to remove the object', async () => {
        const keys = await bucketKeys('uploads/');
        gate.refuseDeletes('/uploads/work-samples/');
        try {
          const res = await addSampleWhileItsPlanIsDeleted('نمونه بی‌پلن دوم');
          expect(firstError(res)).toMatchObject({ code: 'REFUSED', message: expect.stringMatching(/هم‌زمان تغییر کرد یا حذف شد/) });
        } finally {
          gate.refuseDeletes(null);
        }
        // The refused delete really happened: the object is left for the storage sweep.
        const left = (await bucketKeys('uploads/')).filter((key) => !keys.includes(key));
        expect(left).toEqual([expect.stringMatching(/^uploads\/work-samples\/[0-9a-f-]{36}\.png$/)]);
        expect(await sampleTitles()).not.toContain('نمونه بی‌پلن دوم');
      });
    });

    describe('S3_PUBLIC_URL and the client assets of other versions', () => {
      let t: TestApp;
      const dist = join(tmpdir(), `s3-spec-dist-${process.pid}`);
      beforeAll(async () => {
        mkdirSync(join(dist, 'assets'), { recursive: true });
        writeFileSync(
          join(dist, 'index.html'),
          '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
        );
        writeFileSync(join(dist, 'assets', 'app-OLDHASH1.js'), 'console.log("old version")');
        t = await startTestApp({
          seedDemo: false,
          env: { ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/site-test', CLIENT_DIST_DIR: dist },
        });
      });
      afterAll(() => t.close());

      it('points image_url at the public bucket URL and lets the CSP load images from it', async () => {
        const res = await gqlUpload(
          t,
          CREATE_THEME,
          { input: { title: 'قالب سی‌دی‌ان', link: 'https://demo.example.com' } },
          { image: { content: PNG_BYTES, filename: 'd.png' } },
        );
        expect(res.data.createTheme.imageUrl).toMatch(/^https:\/\/cdn\.example\.com\/site-test\/uploads\/themes\/[0-9a-f-]{36}\.png$/);
        const csp = (await t.http.get('/api/health')).headers['content-security-policy'];
        expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
      });

      it('serves a hashed asset another instance published to the bucket, once this build lacks it', async () => {
        const archive = (await import('src/platform/files/client-asset-archive.js')).ClientAssetArchive;
        const published = t.app.get(archive);
        await published.onApplicationShutdown();
        expect(await bucketKeys('assets/')).toContain('assets/app-OLDHASH1.js');
        // The next version's build no longer has the file; a page of the old version still asks for it.
        const next = await startTestApp({ seedDemo: false, env: { ...s3.env, CLIENT_DIST_DIR: join(tmpdir(), 'no-client-build') } });
        try {
          expect((await next.http.get('/assets/app-OLDHASH1.js')).status).toBe(404);
        } finally {
          await next.close();
        }
        const nextWithBuild = join(tmpdir(), `s3-spec-dist-next-${process.pid}`);
        mkdirSync(join(nextWithBuild, 'assets'), { recursive: true });
        writeFileSync(
          join(nextWithBuild, 'index.html'),
          '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
        );
        writeFileSync(join(nextWithBuild, 'assets', 'app-NEWHASH2.js'), 'console.log("new version")');
        const newer = await startTestApp({ seedDemo: false, env: { ...s3.env, CLIENT_DIST_DIR: nextWithBuild } });
        try {
          const old = await newer.http.get('/assets/app-OLDHASH1.js');
          expect(old.status).toBe(200);
          expect(old.text).toBe('console.log("old version")');
          expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
          expect(old.headers['content-type']).toMatch(/javascript/);
          expect((await newer.http.get('/assets/app-NOSUCH.js')).status).toBe(404);
        } finally {
          await newer.close();
        }
      });
    });
  });
});
