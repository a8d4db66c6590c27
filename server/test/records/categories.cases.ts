import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Clock } from 'src/common/clock.js';
import { UNDO_WINDOW_MS } from '@site-builder/rules';
import { TrashPurger } from 'src/domain/trash/trash-purger.js';
import { firstError, gqlUpload, PNG_BYTES, startTestApp, type GqlResult, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const FIELDS = 'id title imageUrl createdAt';
  const CATEGORIES = `{ categories { ${FIELDS} } }`;
  const CATEGORY = `query($id: Int!) { category(id: $id) { ${FIELDS} } }`;
  const CREATE = `mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateCategoryInput!, $image: Upload) { updateCategory(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteCategory(id: $id) { id title } }';

  /** Another real PNG (2x1), so a replaced image can be told from the first one. */
  const OTHER_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC',
    'base64',
  );

  /** Runs the purge as it would run once the undo window has passed, then gives the clock back. */
  async function purgeAfterUndoWindow(t: TestApp): Promise<void> {
    const clock = t.app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => new Date(realNow().getTime() + UNDO_WINDOW_MS + 1000);
    try {
      await t.app.get(TrashPurger).purge();
    } finally {
      clock.now = realNow;
    }
  }

  interface CategoryView {
    id: number;
    title: string;
    imageUrl: string | null;
  }

  function expectUnauthenticated(res: GqlResult<unknown>) {
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  }

  describe('categories API', () => {
    let t: TestApp;
    const admin = <T = any>(query: string, variables?: Record<string, unknown>) => t.gql<T>(query, variables, t.superToken);
    const png = (content = PNG_BYTES) => ({ image: { content, filename: 'category.png' } });

    function storedFiles(): string[] {
      const root = t.config.uploadsDir;
      return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile()).sort();
    }
    async function createCategory(title: string, content = PNG_BYTES): Promise<CategoryView> {
      const res = await gqlUpload(t, CREATE, { input: { title } }, png(content));
      expect(res.errors).toBeUndefined();
      return res.data.createCategory;
    }
    async function storedCategories(): Promise<CategoryView[]> {
      return (await t.gql(CATEGORIES)).data.categories;
    }
    async function storedCategory(id: number): Promise<CategoryView> {
      return (await admin(CATEGORY, { id })).data.category;
    }
    async function expectServed(url: string, bytes: Buffer) {
      const res = await t.http.get(url);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(res.body, bytes)).toBe(0);
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
    });
    afterAll(() => t.close());

    describe('createCategory', () => {
      it('creates a category whose image is served at its imageUrl', async () => {
        const category = await createCategory('فروشگاهي');
        expect(category).toMatchObject({ id: expect.any(Number), title: 'فروشگاهی' });
        expect(category.imageUrl).toMatch(/^\/uploads\/categories\/[0-9a-f-]{36}\.png$/);
        await expectServed(category.imageUrl!, PNG_BYTES);
        expect(await storedCategory(category.id)).toMatchObject({ title: 'فروشگاهی', imageUrl: category.imageUrl });
      });

      it('refuses a category without an image and stores nothing', async () => {
        const before = await storedCategories();
        const files = storedFiles();
        const res = await admin(CREATE, { input: { title: 'بی‌تصویر' } });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: ['تصویر الزامی است'] } });
        expect(res.data?.createCategory ?? null).toBeNull();
        expect(await storedCategories()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('refuses a category without a title and keeps no uploaded file', async () => {
        const before = await storedCategories();
        const files = storedFiles();
        const res = await gqlUpload(t, CREATE, { input: { title: ' ' } }, png());
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
        expect(await storedCategories()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('answers 401 without a token and stores nothing', async () => {
        const before = await storedCategories();
        const files = storedFiles();
        expectUnauthenticated(await gqlUpload(t, CREATE, { input: { title: 'بی‌اجازه' } }, png(), ''));
        expect(await storedCategories()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });
    });

    describe('categories and category', () => {
      it('lists every category in id order, without a token', async () => {
        const a = await createCategory('رستوران');
        const b = await createCategory('پوشاک');
        const res = await t.gql<{ categories: CategoryView[] }>(CATEGORIES);
        expect(res.status).toBe(200);
        expect(res.errors).toBeUndefined();
        const ids = res.data.categories.map((c) => c.id);
        expect(ids).toEqual([...ids].sort((x, y) => x - y));
        expect(res.data.categories).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ id: a.id, title: 'رستوران', imageUrl: a.imageUrl }),
            expect.objectContaining({ id: b.id, title: 'پوشاک', imageUrl: b.imageUrl }),
          ]),
        );
      });

      it('answers NOT_FOUND for an unknown category', async () => {
        const res = await admin(CATEGORY, { id: 999_999 });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'دسته‌بندی پیدا نشد' });
        expect(res.data ?? null).toBeNull();
      });

      it('answers 401 for one category without a token', async () => {
        const category = await createCategory('محرمانه');
        expectUnauthenticated(await t.gql(CATEGORY, { id: category.id }));
      });
    });

    describe('updateCategory', () => {
      it('renames a category and keeps its image when none is sent', async () => {
        const category = await createCategory('آرایشی');
        const res = await admin(UPDATE, { id: category.id, input: { title: 'آرایشي و بهداشتي' } });
        expect(res.errors).toBeUndefined();
        expect(res.data.updateCategory).toMatchObject({ title: 'آرایشی و بهداشتی', imageUrl: category.imageUrl });
        await expectServed(category.imageUrl!, PNG_BYTES);
      });

      it('replaces the image: the new one is served and the old file is gone', async () => {
        const category = await createCategory('خودرو');
        const files = storedFiles().length;
        const res = await gqlUpload(t, UPDATE, { id: category.id, input: {} }, png(OTHER_PNG));
        expect(res.errors).toBeUndefined();
        const updated: CategoryView = res.data.updateCategory;
        expect(updated.title).toBe('خودرو');
        expect(updated.imageUrl).not.toBe(category.imageUrl);
        await expectServed(updated.imageUrl!, OTHER_PNG);
        expect((await t.http.get(category.imageUrl!)).status).toBe(404);
        expect(storedFiles()).toHaveLength(files);
        expect((await storedCategory(category.id)).imageUrl).toBe(updated.imageUrl);
      });

      it('refuses an empty title sent with a new image, keeping the category and storing no file', async () => {
        const category = await createCategory('کتاب');
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: category.id, input: { title: '' } }, png(OTHER_PNG));
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
        expect(storedFiles()).toEqual(files);
        expect(await storedCategory(category.id)).toMatchObject({ title: 'کتاب', imageUrl: category.imageUrl });
        await expectServed(category.imageUrl!, PNG_BYTES);
      });

      it('refuses a null title in Persian instead of failing inside, keeping the category and storing no file', async () => {
        const category = await createCategory('ورزشی');
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: category.id, input: { title: null } }, png(OTHER_PNG));
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { title: ['عنوان الزامی است'] } });
        expect(storedFiles()).toEqual(files);
        expect(await storedCategory(category.id)).toMatchObject({ title: 'ورزشی', imageUrl: category.imageUrl });
        await expectServed(category.imageUrl!, PNG_BYTES);
      });

      it('answers NOT_FOUND for an unknown category and stores no file', async () => {
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: 999_999, input: { title: 'هیچ' } }, png());
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'دسته‌بندی پیدا نشد' });
        expect(storedFiles()).toEqual(files);
      });

      it('answers 401 without a token and changes nothing', async () => {
        const category = await createCategory('دست‌نخورده');
        const files = storedFiles();
        expectUnauthenticated(await gqlUpload(t, UPDATE, { id: category.id, input: { title: 'تغییر' } }, png(OTHER_PNG), ''));
        expect(await storedCategory(category.id)).toMatchObject({ title: 'دست‌نخورده', imageUrl: category.imageUrl });
        expect(storedFiles()).toEqual(files);
      });
    });

    describe('deleteCategory', () => {
      it('deletes a category at once and its image after the undo window; its themes stay but lose it', async () => {
        const gone = await createCategory('حذفی');
        const kept = await createCategory('ماندنی');
        const theme = await gqlUpload(
          t,
          'mutation($input: CreateThemeInput!, $image: Upload) { createTheme(input: $input, image: $image) { id } }',
          { input: { title: 'قالب', link: 'https://demo.example.com', categoryIds: [gone.id, kept.id] } },
          { image: { content: PNG_BYTES, filename: 'theme.png' } },
        );
        expect(theme.errors).toBeUndefined();

        const res = await admin(DELETE, { id: gone.id });
        expect(res.errors).toBeUndefined();
        expect(res.data.deleteCategory).toEqual({ id: gone.id, title: 'حذفی' });
        expect((await storedCategories()).map((c) => c.id)).not.toContain(gone.id);
        expect(firstError(await admin(CATEGORY, { id: gone.id })).code).toBe('NOT_FOUND');
        expect((await t.http.get(gone.imageUrl!)).status).toBe(200);
        await purgeAfterUndoWindow(t);
        expect((await t.http.get(gone.imageUrl!)).status).toBe(404);
        const themeNow = await admin('query($id: Int!) { theme(id: $id) { id categories { id } } }', { id: theme.data.createTheme.id });
        expect(themeNow.data.theme.categories).toEqual([{ id: kept.id }]);
      });

      it('answers NOT_FOUND for an unknown category', async () => {
        expect(firstError(await admin(DELETE, { id: 999_999 }))).toMatchObject({ code: 'NOT_FOUND', message: 'دسته‌بندی پیدا نشد' });
      });

      it('answers 401 without a token and deletes nothing', async () => {
        const category = await createCategory('محافظت‌شده');
        expectUnauthenticated(await t.gql(DELETE, { id: category.id }));
        expect(await storedCategory(category.id)).toMatchObject({ title: 'محافظت‌شده' });
        await expectServed(category.imageUrl!, PNG_BYTES);
      });
    });
  });
});
