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
  type ThemeRow = {
    id: number;
    title: string;
    link: string;
    short_description: string | null;
    full_description: string | null;
    image_url: string;
    sort: number;
    plans: { id: number; title: string }[];
    categories: { id: number; title: string }[];
  };

  const ids = (list: { id: number }[]) => list.map((x) => x.id).sort((a, b) => a - b);

  describe('REST facade, themes (spec 7, Themes)', () => {
    let t: TestApp;
    let admin: LegacyClient;

    async function allThemes(): Promise<ThemeRow[]> {
      const res = await admin.get('/api/themes/all');
      expect(res.status).toBe(200);
      return res.body;
    }
    async function editForm(id: number) {
      const res = await admin.get(`/api/themes/edit-theme/${id}`);
      expect(res.status).toBe(200);
      return res.body as { theme: ThemeRow; plans: { id: number; title: string }[]; themeCategories: { id: number; title: string }[] };
    }

    beforeAll(async () => {
      t = await startTestApp();
      admin = legacy(t);
    });
    afterAll(() => t.close());

    describe('GET /api/themes/all', () => {
      it('lists the 32 themes in sort order with id, title, link, short description, image_url, sort, plans and categories', async () => {
        const res = await admin.get('/api/themes/all');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body).toHaveLength(32);
        for (const theme of res.body as ThemeRow[]) {
          expect(theme).toEqual(
            expect.objectContaining({
              id: expect.any(Number),
              title: expect.stringMatching(PERSIAN),
              // The demo seed's themes are shown on the site's own demo page.
              link: `/themes/${theme.id}/demo`,
              short_description: expect.any(String),
              image_url: expect.stringMatching(/^\/uploads\//),
              sort: expect.any(Number),
            }),
          );
          expect(theme.plans.length).toBeGreaterThan(0);
          expect(theme.plans[0].title).toMatch(PERSIAN);
        }
        const sorts = (res.body as ThemeRow[]).map((x) => x.sort);
        expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      });

      it('answers a caller without a token with 401 JSON and no themes', async () => {
        expectFailure(await legacy(t, null).get('/api/themes/all'), 401);
      });
    });

    describe('POST /api/themes/sort', () => {
      it('stores the new position sent as form strings and answers 200 with a message', async () => {
        const res = await admin.post('/api/themes/sort').send({ id: '5', sort: '500' });
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const themes = await allThemes();
        expect(themes.find((x) => x.id === 5)!.sort).toBe(500);
        expect(themes[themes.length - 1].id).toBe(5);
      });

      it('alerts an emptied sort box with a first errors.sort message about the missing number, not about its range', async () => {
        const before = await allThemes();
        const res = await admin.post('/api/themes/sort').send({ id: '6', sort: '' });
        expectValidation(res, 'sort');
        expect(res.body.errors.sort[0]).toMatch(/^ترتیب نمایش (الزامی است|باید عدد صحیح باشد)$/);
        expect(await allThemes()).toEqual(before);
      });

      it('refuses a negative position with 422 under errors.sort and keeps the stored order', async () => {
        const before = await allThemes();
        const res = await admin.post('/api/themes/sort').send({ id: '6', sort: '-3' });
        expectValidation(res, 'sort');
        expect(Object.keys(res.body.errors)).toEqual(['sort']);
        expect(await allThemes()).toEqual(before);
      });
    });

    describe('GET /api/themes/add-theme', () => {
      it('answers the plans and categories the add form offers', async () => {
        const res = await admin.get('/api/themes/add-theme');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(ids(res.body.plans)).toEqual([1, 2, 3, 4]);
        expect(ids(res.body.categories)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        for (const x of [...res.body.plans, ...res.body.categories]) expect(x.title).toMatch(PERSIAN);
      });

      it('answers a caller without a token with 401 JSON and no choices', async () => {
        expectFailure(await legacy(t, null).get('/api/themes/add-theme'), 401);
      });
    });

    describe('POST /api/themes/add-theme (multipart)', () => {
      it('creates the theme with its image, plans[] and categories[], answers 201 with a message, and serves the image', async () => {
        const res = await admin
          .post('/api/themes/add-theme')
          .field('title', 'قالب آزمایشی سپیدار')
          .field('link', 'https://demo.example.com/sepidar')
          .field('short_description', 'توضیح کوتاه سپیدار')
          .field('full_description', 'توضیح کامل سپیدار')
          .field('plans[]', '2')
          .field('plans[]', '3')
          .field('categories[]', '5')
          .attach('image', PNG_BYTES, 'a.png');
        expect(res.status).toBe(201);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);

        const themes = await allThemes();
        expect(themes).toHaveLength(33);
        const created = themes.find((x) => x.title === 'قالب آزمایشی سپیدار')!;
        expect(created).toMatchObject({
          link: 'https://demo.example.com/sepidar',
          short_description: 'توضیح کوتاه سپیدار',
          full_description: 'توضیح کامل سپیدار',
        });
        expect(ids(created.plans)).toEqual([2, 3]);
        expect(ids(created.categories)).toEqual([5]);
        await expectServed(t, created.image_url, PNG_BYTES);
        const catalogue = await legacy(t, null).get('/api/themes?category=5&plan=3');
        expect(catalogue.body.themes.map((x: ThemeRow) => x.id)).toContain(created.id);
      });

      it('refuses a text file sent as image with 422 under errors.image and stores no theme', async () => {
        const before = await allThemes();
        const res = await admin
          .post('/api/themes/add-theme')
          .field('title', 'قالب با فایل متنی')
          .field('link', 'https://demo.example.com/text')
          .field('plans[]', '1')
          .field('categories[]', '1')
          .attach('image', TEXT_FILE, { filename: 'notes.txt', contentType: 'text/plain' });
        expectValidation(res, 'image', NOT_AN_IMAGE);
        expect(await allThemes()).toEqual(before);
      });
    });

    describe('GET /api/themes/edit-theme/{id}', () => {
      it('answers theme (with plans, categories and image_url), plans and themeCategories', async () => {
        const res = await admin.get('/api/themes/edit-theme/3');
        expect(res.status).toBe(200);
        expectJson(res);
        const { theme, plans, themeCategories } = res.body;
        expect(theme).toEqual(
          expect.objectContaining({
            id: 3,
            title: expect.stringMatching(PERSIAN),
            link: '/themes/3/demo',
            short_description: expect.any(String),
            full_description: expect.any(String),
            image_url: expect.stringMatching(/^\/uploads\//),
          }),
        );
        expect(theme.plans.length).toBeGreaterThan(0);
        for (const plan of theme.plans)
          expect(plan).toEqual(expect.objectContaining({ id: expect.any(Number), title: expect.any(String) }));
        expect(theme.categories.length).toBeGreaterThan(0);
        expect(ids(plans)).toEqual([1, 2, 3, 4]);
        expect(ids(themeCategories)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        const served = await t.http.get(theme.image_url);
        expect(served.status).toBe(200);
      });

      it('answers an unknown theme with 404 JSON', async () => {
        expectFailure(await admin.get('/api/themes/edit-theme/9999'), 404);
      });
    });

    describe('POST /api/themes/update-theme/{id} (multipart, _method=PUT)', () => {
      it('updates fields, plans[], categories[] and the image, answers 200 with a message, and serves the new image', async () => {
        const previous = (await editForm(4)).theme.image_url;
        expect((await t.http.get(previous)).status).toBe(200);
        const res = await admin
          .post('/api/themes/update-theme/4')
          .field('_method', 'PUT')
          .field('title', 'قالب رستورانی زعفران نو')
          .field('link', 'https://demo.example.com/zafaran')
          .field('short_description', 'کوتاه نو')
          .field('full_description', 'کامل نو')
          .field('plans[]', '1')
          .field('plans[]', '4')
          .field('categories[]', '4')
          .field('categories[]', '2')
          .attach('image', OTHER_PNG, 'b.png');
        expect(res.status).toBe(200);
        expectJson(res);
        expect(res.body.message).toMatch(PERSIAN);
        const { theme } = await editForm(4);
        expect(theme).toMatchObject({
          title: 'قالب رستورانی زعفران نو',
          link: 'https://demo.example.com/zafaran',
          short_description: 'کوتاه نو',
          full_description: 'کامل نو',
        });
        expect(ids(theme.plans)).toEqual([1, 4]);
        expect(ids(theme.categories)).toEqual([2, 4]);
        await expectServed(t, theme.image_url, OTHER_PNG);
        // The replaced picture is gone from storage.
        expect((await t.http.get(previous)).status).toBe(404);
      });

      it('also accepts the update as PUT, and keeps the image when no file is sent', async () => {
        const before = (await editForm(7)).theme;
        const res = await admin
          .put('/api/themes/update-theme/7')
          .field('title', 'قالب زیبایی نیلوفر ویرایش‌شده')
          .field('link', before.link)
          .field('plans[]', '2');
        expect(res.status).toBe(200);
        const { theme } = await editForm(7);
        expect(theme.title).toBe('قالب زیبایی نیلوفر ویرایش‌شده');
        expect(ids(theme.plans)).toEqual([2]);
        expect(theme.image_url).toBe(before.image_url);
      });

      it('refuses a text file sent as image with 422 under errors.image and leaves the theme unchanged', async () => {
        const before = await editForm(4);
        const res = await admin
          .post('/api/themes/update-theme/4')
          .field('_method', 'PUT')
          .field('title', 'عنوانی که نباید ذخیره شود')
          .field('link', 'https://demo.example.com/never')
          .field('plans[]', '2')
          .field('categories[]', '1')
          .attach('image', TEXT_FILE, { filename: 'notes.txt', contentType: 'text/plain' });
        expectValidation(res, 'image', NOT_AN_IMAGE);
        expect(await editForm(4)).toEqual(before);
        await expectServed(t, before.theme.image_url, OTHER_PNG);
      });
    });
  });
});
