import { PNG_BYTES, startTestApp, type TestApp } from '../support/test-app.js';
import {
  expectFailure,
  expectJson,
  expectServed,
  expectValidation,
  legacy,
  NOT_AN_IMAGE,
  OTHER_PNG,
  PERSIAN,
  TEXT_FILE,
  type LegacyClient,
} from './legacy-client.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  type CategoryRow = { id: number; version: number; title: string; image_url: string };

  describe('REST facade, theme categories (spec 7, Themes/categories)', () => {
    let t: TestApp;
    let admin: LegacyClient;

    async function categories(): Promise<CategoryRow[]> {
      const res = await admin.get('/api/themes/categories');
      expect(res.status).toBe(200);
      return res.body;
    }
    async function editForm(id: number): Promise<CategoryRow> {
      const res = await admin.get(`/api/themes/categories/edit/${id}`);
      expect(res.status).toBe(200);
      return res.body;
    }

    beforeAll(async () => {
      t = await startTestApp();
      admin = legacy(t);
    });
    afterAll(() => t.close());

    describe('GET /api/themes/categories', () => {
      it('lists the 8 categories with id, title and a served image_url', async () => {
        const res = await admin.get('/api/themes/categories');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.map((c: CategoryRow) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        for (const c of res.body as CategoryRow[]) {
          expect(c).toEqual(
            expect.objectContaining({ title: expect.stringMatching(PERSIAN), image_url: expect.stringMatching(/^\/uploads\//) }),
          );
        }
        expect((await t.http.get(res.body[0].image_url)).status).toBe(200);
      });

      it('answers a caller without a token with 401 JSON and no categories', async () => {
        expectFailure(await legacy(t, null).get('/api/themes/categories'), 401);
      });
    });

    describe('POST /api/themes/categories/add (multipart)', () => {
      it('creates the category with its image, answers 201 with a message, and serves the image', async () => {
        const res = await admin.post('/api/themes/categories/add').field('title', 'ورزشی').attach('image', PNG_BYTES, 'a.png');
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const list = await categories();
        expect(list).toHaveLength(9);
        const created = list.find((c) => c.title === 'ورزشی')!;
        await expectServed(t, created.image_url, PNG_BYTES);
        expect((await legacy(t, null).get('/api/themes')).body.categories.map((c: CategoryRow) => c.title)).toContain('ورزشی');
      });

      it('refuses a text file sent as image with 422 under errors.image and stores no category', async () => {
        const before = await categories();
        const res = await admin
          .post('/api/themes/categories/add')
          .field('title', 'دسته با فایل متنی')
          .attach('image', TEXT_FILE, { filename: 'notes.txt', contentType: 'text/plain' });
        expectValidation(res, 'image', NOT_AN_IMAGE);
        expect(await categories()).toEqual(before);
      });
    });

    describe('GET /api/themes/categories/edit/{id}', () => {
      it('answers title and image_url of the category', async () => {
        const res = await admin.get('/api/themes/categories/edit/2');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toEqual(expect.objectContaining({ title: 'شرکتی', image_url: expect.stringMatching(/^\/uploads\//) }));
      });

      it('answers an unknown category with 404 JSON', async () => {
        expectFailure(await admin.get('/api/themes/categories/edit/9999'), 404);
      });
    });

    describe('POST /api/themes/categories/update/{id} (multipart, _method=PUT)', () => {
      it('updates title and image, answers 200 with a message, and serves the new image', async () => {
        const previous = (await editForm(3)).image_url;
        expect((await t.http.get(previous)).status).toBe(200);
        const res = await admin
          .post('/api/themes/categories/update/3')
          .field('_method', 'PUT')
          .field('title', 'پزشکی')
          .attach('image', OTHER_PNG, 'b.png');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const form = await editForm(3);
        expect(form.title).toBe('پزشکی');
        await expectServed(t, form.image_url, OTHER_PNG);
        // The replaced picture is gone from storage.
        expect((await t.http.get(previous)).status).toBe(404);
      });

      it('also accepts the update as PUT, and keeps the image when no file is sent', async () => {
        const before = await editForm(5);
        const res = await admin.put('/api/themes/categories/update/5').field('title', 'آموزش و مدرسه');
        expect(res.status).toBe(200);
        const form = await editForm(5);
        expect(form).toEqual({ ...before, title: 'آموزش و مدرسه', version: before.version + 1 });
      });

      it('refuses a text file sent as image with 422 under errors.image and leaves the category unchanged', async () => {
        const before = await editForm(3);
        const res = await admin
          .post('/api/themes/categories/update/3')
          .field('_method', 'PUT')
          .field('title', 'نباید ذخیره شود')
          .attach('image', TEXT_FILE, { filename: 'notes.txt', contentType: 'text/plain' });
        expectValidation(res, 'image', NOT_AN_IMAGE);
        expect(await editForm(3)).toEqual(before);
        await expectServed(t, before.image_url, OTHER_PNG);
      });
    });
  });
});
