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
  type SampleRow = {
    id: number;
    domain_name: string;
    title: string;
    description: string | null;
    short_description: string | null;
    is_active: 0 | 1;
    image_url: string;
  };

  describe('REST facade, work samples (spec 7, work samples)', () => {
    let t: TestApp;
    let admin: LegacyClient;

    async function all(): Promise<SampleRow[]> {
      const res = await admin.get('/api/work-samples/all');
      expect(res.status).toBe(200);
      return res.body;
    }
    async function editForm(id: number): Promise<SampleRow> {
      const res = await admin.get(`/api/work-samples/edit/${id}`);
      expect(res.status).toBe(200);
      return res.body;
    }
    /** Every sample the public work-samples page shows, over all its pages. */
    async function publicIds(): Promise<number[]> {
      const visitor = legacy(t, null);
      const first = await visitor.get('/api/work-samples?page=1');
      const found: number[] = [];
      for (let page = 1; page <= first.body.last_page; page++) {
        found.push(...(await visitor.get(`/api/work-samples?page=${page}`)).body.data.map((s: SampleRow) => s.id));
      }
      return found;
    }

    beforeAll(async () => {
      t = await startTestApp();
      admin = legacy(t);
    });
    afterAll(() => t.close());

    describe('GET /api/work-samples/all', () => {
      it('answers the array of all 14 work samples, inactive ones too, with domain_name, title, description, is_active and image_url', async () => {
        const res = await admin.get('/api/work-samples/all');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(Array.isArray(res.body)).toBe(true);
        expect(res.body).toHaveLength(14);
        for (const s of res.body as SampleRow[]) {
          expect(s).toEqual(
            expect.objectContaining({
              id: expect.any(Number),
              domain_name: expect.any(String),
              title: expect.stringMatching(PERSIAN),
              short_description: expect.any(String),
              image_url: expect.stringMatching(/^\/uploads\//),
            }),
          );
          expect([0, 1]).toContain(s.is_active);
        }
        expect((res.body as SampleRow[]).filter((s) => s.is_active === 1)).toHaveLength(12);
        expect(
          (res.body as SampleRow[])
            .filter((s) => s.is_active === 0)
            .map((s) => s.domain_name)
            .sort(),
        ).toEqual(['eynak-bina.ir', 'gol-yas.ir']);
      });

      it('answers a caller without a token with 401 JSON and no samples', async () => {
        const res = await legacy(t, null).get('/api/work-samples/all');
        expectFailure(res, 401);
        expect(JSON.stringify(res.body)).not.toContain('gol-yas.ir');
      });
    });

    describe('POST /api/work-samples/add (multipart)', () => {
      it('creates an active sample with its image, answers 201 with a message, serves the image and shows it publicly', async () => {
        const res = await admin
          .post('/api/work-samples/add')
          .field('domain_name', 'new-sample.ir')
          .field('title', 'نمونه کار تازه')
          .field('description', 'سایت یک کارگاه نجاری')
          .field('is_active', '1')
          .attach('image', PNG_BYTES, 'a.png');
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const list = await all();
        expect(list).toHaveLength(15);
        const created = list.find((s) => s.domain_name === 'new-sample.ir')!;
        expect(created).toMatchObject({ title: 'نمونه کار تازه', description: 'سایت یک کارگاه نجاری', is_active: 1 });
        await expectServed(t, created.image_url, PNG_BYTES);
        expect(await publicIds()).toContain(created.id);
      });

      it('refuses a text file sent as image with 422 under errors.image and stores no sample', async () => {
        const before = await all();
        const res = await admin
          .post('/api/work-samples/add')
          .field('domain_name', 'text-file.ir')
          .field('title', 'نمونه با فایل متنی')
          .field('description', '')
          .field('is_active', '1')
          .attach('image', TEXT_FILE, { filename: 'notes.txt', contentType: 'text/plain' });
        expectValidation(res, 'image', NOT_AN_IMAGE);
        expect(await all()).toEqual(before);
      });
    });

    describe('GET /api/work-samples/edit/{id}', () => {
      it('answers domain_name, title, description, is_active and image_url', async () => {
        const inactive = (await all()).find((s) => s.domain_name === 'gol-yas.ir')!;
        const res = await admin.get(`/api/work-samples/edit/${inactive.id}`);
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toEqual(
          expect.objectContaining({
            domain_name: 'gol-yas.ir',
            title: inactive.title,
            description: inactive.description,
            is_active: 0,
            image_url: inactive.image_url,
          }),
        );
        expect((await t.http.get(res.body.image_url)).status).toBe(200);
      });

      it('answers an unknown sample with 404 JSON', async () => {
        expectFailure(await admin.get('/api/work-samples/edit/9999'), 404);
      });
    });

    describe('POST /api/work-samples/update/{id} (multipart, _method=PUT)', () => {
      it('updates fields, is_active and the image, answers 200 with a message, and serves the new image', async () => {
        const target = (await all()).find((s) => s.domain_name === 'nanvayi-sahar.ir')!;
        expect(await publicIds()).toContain(target.id);
        const res = await admin
          .post(`/api/work-samples/update/${target.id}`)
          .field('_method', 'PUT')
          .field('domain_name', 'https://nanvayi-sahar-new.ir')
          .field('title', 'نانوایی سحر (نسخه نو)')
          .field('description', 'توضیح نو')
          .field('is_active', '0')
          .attach('image', OTHER_PNG, 'b.png');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const form = await editForm(target.id);
        expect(form).toMatchObject({
          domain_name: 'https://nanvayi-sahar-new.ir',
          title: 'نانوایی سحر (نسخه نو)',
          description: 'توضیح نو',
          is_active: 0,
        });
        await expectServed(t, form.image_url, OTHER_PNG);
        // The replaced picture is gone from storage.
        expect((await t.http.get(target.image_url)).status).toBe(404);
        expect(await publicIds()).not.toContain(target.id);
      });

      it('also accepts the update as PUT, and keeps the image when no file is sent', async () => {
        const target = (await all()).find((s) => s.domain_name === 'gol-yas.ir')!;
        const res = await admin
          .put(`/api/work-samples/update/${target.id}`)
          .field('domain_name', 'gol-yas.ir')
          .field('title', 'گل یاس')
          .field('description', 'فعال شد')
          .field('is_active', '1');
        expect(res.status).toBe(200);
        const form = await editForm(target.id);
        expect(form).toMatchObject({ title: 'گل یاس', description: 'فعال شد', is_active: 1, image_url: target.image_url });
        expect(await publicIds()).toContain(target.id);
      });

      it('refuses a text file sent as image with 422 under errors.image and leaves the sample unchanged', async () => {
        const target = (await all()).find((s) => s.domain_name === 'https://nanvayi-sahar-new.ir')!;
        const before = await editForm(target.id);
        const res = await admin
          .post(`/api/work-samples/update/${target.id}`)
          .field('_method', 'PUT')
          .field('domain_name', 'never-stored.ir')
          .field('title', 'نباید ذخیره شود')
          .field('description', '')
          .field('is_active', '1')
          .attach('image', TEXT_FILE, { filename: 'notes.txt', contentType: 'text/plain' });
        expectValidation(res, 'image', NOT_AN_IMAGE);
        expect(await editForm(target.id)).toEqual(before);
        await expectServed(t, before.image_url, OTHER_PNG);
      });
    });
  });
});
