import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { firstError, gqlUpload, PNG_BYTES, startTestApp, type GqlResult, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
  const FIELDS =
    'id title link shortDescription fullDescription imageUrl mobileImageUrl sort plans { id title } categories { id title } createdAt';
  const THEMES = `query($categoryId: Int, $planId: Int) { themes(categoryId: $categoryId, planId: $planId) { ${FIELDS} } }`;
  const THEME = `query($id: Int!) { theme(id: $id) { ${FIELDS} } }`;
  const CREATE = `mutation($input: CreateThemeInput!, $image: Upload, $mobileImage: Upload) {
  createTheme(input: $input, image: $image, mobileImage: $mobileImage) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateThemeInput!, $image: Upload, $mobileImage: Upload) {
  updateTheme(id: $id, input: $input, image: $image, mobileImage: $mobileImage) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteTheme(id: $id) { id title } }';
  const SORT = `mutation($id: Int!, $sort: Int!) { sortTheme(id: $id, sort: $sort) { ${FIELDS} } }`;

  /** Another real PNG (2x1), so each stored image can be told apart. */
  const OTHER_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC',
    'base64',
  );
  const HTTPS_MESSAGE = 'لینک دمو باید نشانی کامل با https یا مسیری از همین سایت باشد';

  interface ThemeView {
    id: number;
    title: string;
    link: string;
    shortDescription: string | null;
    fullDescription: string | null;
    imageUrl: string;
    mobileImageUrl: string | null;
    sort: number;
    plans: { id: number; title: string }[];
    categories: { id: number; title: string }[];
  }

  function expectUnauthenticated(res: GqlResult<unknown>) {
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  }

  describe('themes API', () => {
    let t: TestApp;
    let storePlan: { id: number; title: string };
    let basicPlan: { id: number; title: string };
    let food: { id: number; title: string };
    let fashion: { id: number; title: string };

    const admin = <T = any>(query: string, variables?: Record<string, unknown>) => t.gql<T>(query, variables, t.superToken);
    const image = (content = PNG_BYTES) => ({ content, filename: 'desktop.png' });

    function storedFiles(): string[] {
      const root = t.config.uploadsDir;
      return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile()).sort();
    }
    async function createTheme(
      input: Record<string, unknown>,
      files: Record<string, { content: Buffer; filename: string }> = { image: image() },
    ) {
      const res = await gqlUpload(t, CREATE, { input: { link: 'https://demo.example.com/theme', ...input } }, files);
      expect(res.errors).toBeUndefined();
      return res.data.createTheme as ThemeView;
    }
    async function catalogue(filter: { categoryId?: number; planId?: number } = {}): Promise<ThemeView[]> {
      const res = await t.gql(THEMES, filter);
      expect(res.errors).toBeUndefined();
      return res.data.themes;
    }
    async function storedTheme(id: number): Promise<ThemeView> {
      return (await admin(THEME, { id })).data.theme;
    }
    async function expectServed(url: string, bytes: Buffer) {
      const res = await t.http.get(url);
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body, bytes)).toBe(0);
    }
    async function createPlan(title: string) {
      return (await admin('mutation($input: CreatePlanInput!) { createPlan(input: $input) { id title } }', { input: { title } })).data
        .createPlan;
    }
    async function createCategory(title: string) {
      const res = await gqlUpload(
        t,
        'mutation($input: CreateCategoryInput!, $image: Upload) { createCategory(input: $input, image: $image) { id title } }',
        { input: { title } },
        { image: image() },
      );
      return res.data.createCategory;
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      storePlan = await createPlan('فروشگاهی');
      basicPlan = await createPlan('غیر فروشگاهی');
      food = await createCategory('رستوران و کافه');
      fashion = await createCategory('پوشاک');
    });
    afterAll(() => t.close());

    describe('createTheme', () => {
      it('creates a theme with its texts, both images, plans and categories', async () => {
        const res = await gqlUpload(
          t,
          CREATE,
          {
            input: {
              title: 'قالب فروشگاهي شماره ۷',
              link: 'https://demo.example.com/7',
              shortDescription: 'مناسب فروشگاه‌های پوشاک',
              fullDescription: 'توضیح کامل قالب با سبد خرید و درگاه پرداخت',
              planIds: [storePlan.id, basicPlan.id],
              categoryIds: [fashion.id],
            },
          },
          { image: image(), mobileImage: { content: OTHER_PNG, filename: 'mobile.png' } },
        );
        expect(res.errors).toBeUndefined();
        const theme: ThemeView = res.data.createTheme;
        expect(theme).toMatchObject({
          title: 'قالب فروشگاهی شماره ۷',
          link: 'https://demo.example.com/7',
          shortDescription: 'مناسب فروشگاه‌های پوشاک',
          fullDescription: 'توضیح کامل قالب با سبد خرید و درگاه پرداخت',
          plans: [
            { id: storePlan.id, title: 'فروشگاهی' },
            { id: basicPlan.id, title: 'غیر فروشگاهی' },
          ],
          categories: [{ id: fashion.id, title: 'پوشاک' }],
        });
        expect(theme.imageUrl).toMatch(/^\/uploads\/themes\/[0-9a-f-]{36}\.png$/);
        expect(theme.mobileImageUrl).toMatch(/^\/uploads\/themes\/[0-9a-f-]{36}\.png$/);
        await expectServed(theme.imageUrl, PNG_BYTES);
        await expectServed(theme.mobileImageUrl!, OTHER_PNG);
        expect(await storedTheme(theme.id)).toMatchObject({ title: 'قالب فروشگاهی شماره ۷', imageUrl: theme.imageUrl });
      });

      it('puts a new theme at the end of the catalogue, without a mobile mockup when none is sent', async () => {
        const first = await createTheme({ title: 'اولی' });
        const second = await createTheme({ title: 'دومی' });
        expect(first.mobileImageUrl).toBeNull();
        expect(second.sort).toBe(first.sort + 1);
        expect((await catalogue()).at(-1)?.id).toBe(second.id);
      });

      it('refuses a theme without an image and stores nothing', async () => {
        const before = await catalogue();
        const files = storedFiles();
        const res = await admin(CREATE, { input: { title: 'بی‌تصویر', link: 'https://demo.example.com' } });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: ['تصویر الزامی است'] } });
        expect(res.data?.createTheme ?? null).toBeNull();
        expect(await catalogue()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('refuses a theme without a title and with a plain-http demo link, naming both, and keeps no file', async () => {
        const before = await catalogue();
        const files = storedFiles();
        const res = await gqlUpload(t, CREATE, { input: { title: '', link: 'http://demo.example.com' } }, { image: image() });
        expect(firstError(res).code).toBe('VALIDATION_FAILED');
        expect(firstError(res).fields).toEqual({ title: ['عنوان الزامی است'], link: [HTTPS_MESSAGE] });
        expect(await catalogue()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('refuses a demo link without a scheme', async () => {
        const res = await gqlUpload(t, CREATE, { input: { title: 'قالب', link: 'demo.example.com' } }, { image: image() });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { link: [HTTPS_MESSAGE] } });
      });

      it('refuses unknown plans or categories, naming the ids, and keeps no file', async () => {
        const before = await catalogue();
        const files = storedFiles();
        const plans = await gqlUpload(
          t,
          CREATE,
          { input: { title: 'قالب', link: 'https://demo.example.com', planIds: [storePlan.id, 999_999] } },
          { image: image(), mobileImage: { content: OTHER_PNG, filename: 'm.png' } },
        );
        expect(firstError(plans)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { planIds: ['پلن‌ها با شناسه ۹۹۹۹۹۹ وجود ندارد'] } });
        const categories = await gqlUpload(
          t,
          CREATE,
          { input: { title: 'قالب', link: 'https://demo.example.com', categoryIds: [999_998] } },
          { image: image() },
        );
        expect(firstError(categories)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { categoryIds: ['دسته‌بندی‌ها با شناسه ۹۹۹۹۹۸ وجود ندارد'] },
        });
        expect(await catalogue()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('answers 401 without a token and stores nothing', async () => {
        const before = await catalogue();
        const files = storedFiles();
        expectUnauthenticated(
          await gqlUpload(t, CREATE, { input: { title: 'بی‌اجازه', link: 'https://demo.example.com' } }, { image: image() }, ''),
        );
        expect(await catalogue()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });
    });

    describe('themes (the public catalogue)', () => {
      // Plans and categories of their own, so other tests' themes cannot blur the filters.
      let cafe: { id: number; title: string };
      let clothes: { id: number; title: string };
      let basic: { id: number; title: string };
      let shop: { id: number; title: string };
      let cafeBasic: ThemeView;
      let cafeShop: ThemeView;
      let clothesShop: ThemeView;
      let uncategorised: ThemeView;

      beforeAll(async () => {
        cafe = await createCategory('کافه');
        clothes = await createCategory('مد و لباس');
        basic = await createPlan('پایه');
        shop = await createPlan('فروشگاه');
        cafeBasic = await createTheme({ title: 'کافه ساده', categoryIds: [cafe.id], planIds: [basic.id] });
        cafeShop = await createTheme({ title: 'کافه با سفارش آنلاین', categoryIds: [cafe.id], planIds: [shop.id, basic.id] });
        clothesShop = await createTheme({ title: 'فروشگاه لباس', categoryIds: [clothes.id, cafe.id], planIds: [shop.id] });
        uncategorised = await createTheme({ title: 'عمومی' });
      });

      it('lists every theme in display order (sort, then id) without a token', async () => {
        const res = await t.gql<{ themes: ThemeView[] }>(THEMES, {});
        expect(res.status).toBe(200);
        expect(res.errors).toBeUndefined();
        const pairs = res.data.themes.map((th) => [th.sort, th.id]);
        expect(pairs).toEqual([...pairs].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
        expect(res.data.themes.map((th) => th.id)).toEqual(expect.arrayContaining([cafeBasic.id, uncategorised.id]));
        expect(res.data.themes.find((th) => th.id === cafeShop.id)).toMatchObject({
          title: 'کافه با سفارش آنلاین',
          plans: [
            { id: basic.id, title: 'پایه' },
            { id: shop.id, title: 'فروشگاه' },
          ],
          categories: [{ id: cafe.id, title: 'کافه' }],
        });
      });

      it('narrows the catalogue to one category', async () => {
        expect((await catalogue({ categoryId: cafe.id })).map((th) => th.id)).toEqual([cafeBasic.id, cafeShop.id, clothesShop.id]);
        expect((await catalogue({ categoryId: clothes.id })).map((th) => th.id)).toEqual([clothesShop.id]);
      });

      it('narrows the catalogue to one plan, listing each theme once with all its plans', async () => {
        const themes = await catalogue({ planId: shop.id });
        expect(themes.map((th) => th.id)).toEqual([cafeShop.id, clothesShop.id]);
        expect(themes[0].plans.map((p) => p.id)).toEqual([basic.id, shop.id]);
        expect(themes[1].categories.map((c) => c.id)).toEqual([cafe.id, clothes.id]);
      });

      it('combines the category and plan filters', async () => {
        expect((await catalogue({ categoryId: cafe.id, planId: shop.id })).map((th) => th.id)).toEqual([cafeShop.id, clothesShop.id]);
        expect((await catalogue({ categoryId: cafe.id, planId: basic.id })).map((th) => th.id)).toEqual([cafeBasic.id, cafeShop.id]);
        expect((await catalogue({ categoryId: clothes.id, planId: shop.id })).map((th) => th.id)).toEqual([clothesShop.id]);
        expect(await catalogue({ categoryId: clothes.id, planId: basic.id })).toEqual([]);
      });

      it('follows the display order inside a filter too', async () => {
        await admin(SORT, { id: clothesShop.id, sort: 0 });
        expect((await catalogue({ categoryId: cafe.id })).map((th) => th.id)).toEqual([clothesShop.id, cafeBasic.id, cafeShop.id]);
      });

      it('refuses a filter that is not a whole number', async () => {
        const res = await t.gql(THEMES, { categoryId: 'رستوران' });
        expect(res.status).toBe(400);
        expect(firstError(res).code).toBe('BAD_USER_INPUT');
        expect(res.data ?? null).toBeNull();
      });

      it('answers an empty list for an unknown category or plan', async () => {
        expect(await catalogue({ categoryId: 999_999 })).toEqual([]);
        expect(await catalogue({ planId: 999_999 })).toEqual([]);
      });
    });

    describe('theme', () => {
      it('shows one theme to an admin', async () => {
        const theme = await createTheme({ title: 'نمایش', planIds: [basicPlan.id] });
        expect(await storedTheme(theme.id)).toMatchObject({
          id: theme.id,
          title: 'نمایش',
          imageUrl: theme.imageUrl,
          plans: [{ id: basicPlan.id }],
        });
      });

      it('answers NOT_FOUND for an unknown theme', async () => {
        const res = await admin(THEME, { id: 999_999 });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'قالب پیدا نشد' });
        expect(res.data ?? null).toBeNull();
      });

      it('answers 401 for one theme without a token', async () => {
        const theme = await createTheme({ title: 'محرمانه' });
        expectUnauthenticated(await t.gql(THEME, { id: theme.id }));
      });
    });

    describe('updateTheme', () => {
      it('changes only the fields given', async () => {
        const theme = await createTheme({
          title: 'قدیمی',
          shortDescription: 'کوتاه',
          fullDescription: 'کامل',
          planIds: [basicPlan.id],
          categoryIds: [food.id],
        });
        const res = await admin(UPDATE, { id: theme.id, input: { title: 'جديد' } });
        expect(res.errors).toBeUndefined();
        expect(res.data.updateTheme).toEqual({ ...theme, title: 'جدید' });
        expect(await storedTheme(theme.id)).toEqual({ ...theme, title: 'جدید' });
      });

      it('replaces plans and categories, clears them with empty lists and clears descriptions with empty text', async () => {
        const theme = await createTheme({ title: 'چندمنظوره', shortDescription: 'کوتاه', planIds: [basicPlan.id], categoryIds: [food.id] });
        const replaced = await admin(UPDATE, {
          id: theme.id,
          input: { planIds: [storePlan.id], categoryIds: [fashion.id, food.id], link: 'https://new.example.com/demo' },
        });
        expect(replaced.errors).toBeUndefined();
        expect(replaced.data.updateTheme).toMatchObject({
          link: 'https://new.example.com/demo',
          plans: [{ id: storePlan.id }],
          categories: [{ id: food.id }, { id: fashion.id }],
        });
        const cleared = await admin(UPDATE, { id: theme.id, input: { planIds: [], categoryIds: [], shortDescription: '' } });
        expect(cleared.data.updateTheme).toMatchObject({ plans: [], categories: [], shortDescription: null, title: 'چندمنظوره' });
        expect(await catalogue({ planId: storePlan.id })).not.toContainEqual(expect.objectContaining({ id: theme.id }));
      });

      it('replaces the desktop image: the new one is served and the old file is gone', async () => {
        const theme = await createTheme({ title: 'عکس‌دار' }, { image: image(), mobileImage: { content: PNG_BYTES, filename: 'm.png' } });
        const files = storedFiles().length;
        const res = await gqlUpload(t, UPDATE, { id: theme.id, input: {} }, { image: image(OTHER_PNG) });
        expect(res.errors).toBeUndefined();
        const updated: ThemeView = res.data.updateTheme;
        expect(updated.imageUrl).not.toBe(theme.imageUrl);
        expect(updated.mobileImageUrl).toBe(theme.mobileImageUrl);
        await expectServed(updated.imageUrl, OTHER_PNG);
        expect((await t.http.get(theme.imageUrl)).status).toBe(404);
        await expectServed(theme.mobileImageUrl!, PNG_BYTES);
        expect(storedFiles()).toHaveLength(files);
      });

      it('replaces the mobile mockup alone, keeping the desktop image', async () => {
        const theme = await createTheme({ title: 'موبایلی' }, { image: image(), mobileImage: { content: PNG_BYTES, filename: 'm.png' } });
        const res = await gqlUpload(t, UPDATE, { id: theme.id, input: {} }, { mobileImage: { content: OTHER_PNG, filename: 'm2.png' } });
        expect(res.errors).toBeUndefined();
        expect(res.data.updateTheme.imageUrl).toBe(theme.imageUrl);
        await expectServed(res.data.updateTheme.mobileImageUrl, OTHER_PNG);
        expect((await t.http.get(theme.mobileImageUrl!)).status).toBe(404);
      });

      it('refuses a plain-http link sent with a new image, keeping the theme and storing no file', async () => {
        const theme = await createTheme({ title: 'امن' });
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: theme.id, input: { link: 'http://demo.example.com' } }, { image: image(OTHER_PNG) });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { link: [HTTPS_MESSAGE] } });
        expect(storedFiles()).toEqual(files);
        expect(await storedTheme(theme.id)).toEqual(theme);
        await expectServed(theme.imageUrl, PNG_BYTES);
      });

      it('refuses unknown plans sent with a new image, keeping the theme and storing no file', async () => {
        const theme = await createTheme({ title: 'پلن‌دار', planIds: [basicPlan.id] });
        const files = storedFiles();
        const res = await gqlUpload(
          t,
          UPDATE,
          { id: theme.id, input: { title: 'تغییر', planIds: [999_999] } },
          { image: image(OTHER_PNG), mobileImage: { content: OTHER_PNG, filename: 'm.png' } },
        );
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { planIds: ['پلن‌ها با شناسه ۹۹۹۹۹۹ وجود ندارد'] } });
        expect(storedFiles()).toEqual(files);
        expect(await storedTheme(theme.id)).toEqual(theme);
      });

      it('refuses a null title or link in Persian instead of failing inside', async () => {
        const theme = await createTheme({ title: 'کامل' });
        const res = await admin(UPDATE, { id: theme.id, input: { title: null, link: null } });
        expect(firstError(res)).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { title: ['عنوان الزامی است'], link: ['لینک دمو الزامی است'] },
        });
        expect(await storedTheme(theme.id)).toEqual(theme);
      });

      it('refuses null plans or categories in Persian, keeping the theme and storing no file', async () => {
        const theme = await createTheme({ title: 'فهرست‌دار', planIds: [basicPlan.id], categoryIds: [food.id] });
        const files = storedFiles();
        for (const [key, message] of [
          ['planIds', 'پلن‌ها باید فهرست باشد'],
          ['categoryIds', 'دسته‌بندی‌ها باید فهرست باشد'],
        ] as const) {
          const res = await gqlUpload(t, UPDATE, { id: theme.id, input: { title: 'تغییر', [key]: null } }, { image: image(OTHER_PNG) });
          expect(firstError(res).code).toBe('VALIDATION_FAILED');
          expect(Object.keys(firstError(res).fields ?? {})).toEqual([key]);
          expect(firstError(res).fields?.[key]).toContain(message);
          expect(res.data?.updateTheme ?? null).toBeNull();
        }
        expect(storedFiles()).toEqual(files);
        expect(await storedTheme(theme.id)).toEqual(theme);
      });

      it('answers NOT_FOUND for an unknown theme and stores no file', async () => {
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: 999_999, input: { title: 'هیچ' } }, { image: image() });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'قالب پیدا نشد' });
        expect(storedFiles()).toEqual(files);
      });

      it('answers 401 without a token and changes nothing', async () => {
        const theme = await createTheme({ title: 'دست‌نخورده' });
        const files = storedFiles();
        expectUnauthenticated(await gqlUpload(t, UPDATE, { id: theme.id, input: { title: 'تغییر' } }, { image: image(OTHER_PNG) }, ''));
        expect(await storedTheme(theme.id)).toEqual(theme);
        expect(storedFiles()).toEqual(files);
      });
    });

    describe('sortTheme', () => {
      it('moves a theme to a new place in the catalogue', async () => {
        const a = await createTheme({ title: 'الف' });
        const b = await createTheme({ title: 'ب' });
        const res = await admin(SORT, { id: b.id, sort: 0 });
        expect(res.errors).toBeUndefined();
        expect(res.data.sortTheme).toMatchObject({ id: b.id, sort: 0, title: 'ب' });
        const order = (await catalogue()).map((th) => th.id);
        expect(order.indexOf(b.id)).toBeLessThan(order.indexOf(a.id));
        // Only themes also at position 0 and older than b may come before it.
        const ahead = (await catalogue()).slice(0, order.indexOf(b.id));
        for (const th of ahead) expect([th.sort, th.id < b.id]).toEqual([0, true]);
        expect((await storedTheme(b.id)).sort).toBe(0);
      });

      it('refuses a negative position in Persian and keeps the old one', async () => {
        const theme = await createTheme({ title: 'جابجا' });
        const res = await admin(SORT, { id: theme.id, sort: -5 });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { sort: ['ترتیب نمایش نباید کمتر از ۰ باشد'] } });
        expect((await storedTheme(theme.id)).sort).toBe(theme.sort);
      });

      it('answers NOT_FOUND for an unknown theme', async () => {
        expect(firstError(await admin(SORT, { id: 999_999, sort: 1 }))).toMatchObject({ code: 'NOT_FOUND', message: 'قالب پیدا نشد' });
      });

      it('answers 401 without a token and keeps the position', async () => {
        const theme = await createTheme({ title: 'قفل' });
        expectUnauthenticated(await t.gql(SORT, { id: theme.id, sort: 0 }));
        expect((await storedTheme(theme.id)).sort).toBe(theme.sort);
      });
    });

    describe('deleteTheme', () => {
      it('deletes a theme and both of its image files', async () => {
        const theme = await createTheme(
          { title: 'حذفی', planIds: [storePlan.id], categoryIds: [food.id] },
          { image: image(), mobileImage: { content: OTHER_PNG, filename: 'm.png' } },
        );
        const res = await admin(DELETE, { id: theme.id });
        expect(res.errors).toBeUndefined();
        expect(res.data.deleteTheme).toEqual({ id: theme.id, title: 'حذفی' });
        expect((await catalogue()).map((th) => th.id)).not.toContain(theme.id);
        expect((await catalogue({ categoryId: food.id })).map((th) => th.id)).not.toContain(theme.id);
        expect(firstError(await admin(THEME, { id: theme.id })).code).toBe('NOT_FOUND');
        expect((await t.http.get(theme.imageUrl)).status).toBe(404);
        expect((await t.http.get(theme.mobileImageUrl!)).status).toBe(404);
      });

      it('refuses to delete a theme a customer plan uses', async () => {
        const theme = await createTheme({ title: 'خریده‌شده' });
        const customer = await admin('mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }', {
          input: { name: 'مریم', family: 'احمدی', email: 'maryam@example.com', phone: '02188776655' },
        });
        const record = await admin('mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id themeId } }', {
          input: { customerId: customer.data.createCustomer.id, planId: storePlan.id, themeId: theme.id, domainName: 'maryam.ir' },
        });
        expect(record.data.createCustomerPlan.themeId).toBe(theme.id);

        const res = await admin(DELETE, { id: theme.id });
        expect(firstError(res)).toMatchObject({ code: 'REFUSED', message: 'این قالب در ۱ پلن مشتری به کار رفته است و حذف نمی‌شود' });
        expect(res.data ?? null).toBeNull();
        expect(await storedTheme(theme.id)).toEqual(theme);
        await expectServed(theme.imageUrl, PNG_BYTES);
      });

      it('stays consistent when customer plans naming the theme are created while it is deleted (parallel)', async () => {
        const theme = await createTheme({ title: 'مسابقه' });
        const customer = await admin('mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }', {
          input: { name: 'رضا', family: 'کریمی', email: 'race@example.com', phone: '02188776600' },
        });
        const createPlan = (i: number) =>
          t.http
            .post('/graphql')
            .set('authorization', `Bearer ${t.superToken}`)
            .send({
              query: 'mutation($input: CreateCustomerPlanInput!) { createCustomerPlan(input: $input) { id } }',
              variables: {
                input: { customerId: customer.data.createCustomer.id, planId: storePlan.id, themeId: theme.id, domainName: `race${i}.ir` },
              },
            });
        const deleteTheme = () =>
          t.http
            .post('/graphql')
            .set('authorization', `Bearer ${t.superToken}`)
            .send({ query: DELETE, variables: { id: theme.id } });
        const results = await Promise.all([
          ...Array.from({ length: 10 }, (_, i) => createPlan(i)),
          deleteTheme(),
          createPlan(10),
          createPlan(11),
        ]);
        const deletion = results[10];
        const plans = results.filter((_, i) => i !== 10);
        for (const res of results) expect(res.status).toBeLessThan(500);
        const created = plans.filter((res) => res.body.data?.createCustomerPlan).length;
        if (deletion.body.data?.deleteTheme) {
          expect(await storedTheme(theme.id)).toBeNull();
          expect(created).toBe(0);
        } else {
          // The count is what existed when the delete was refused; plans may still be added after it.
          const error = firstError({ status: 200, data: null, errors: deletion.body.errors });
          expect(error.code).toBe('REFUSED');
          const counted = /^این قالب در ([۰-۹]+) پلن مشتری به کار رفته است و حذف نمی‌شود$/.exec(error.message ?? '');
          const n = Number([...counted![1]].map((d) => '۰۱۲۳۴۵۶۷۸۹'.indexOf(d)).join(''));
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThanOrEqual(created);
          expect(await storedTheme(theme.id)).toMatchObject({ id: theme.id });
        }
      });

      it('answers NOT_FOUND for an unknown theme', async () => {
        expect(firstError(await admin(DELETE, { id: 999_999 }))).toMatchObject({ code: 'NOT_FOUND', message: 'قالب پیدا نشد' });
      });

      it('answers 401 without a token and deletes nothing', async () => {
        const theme = await createTheme({ title: 'محافظت‌شده' });
        expectUnauthenticated(await t.gql(DELETE, { id: theme.id }));
        expect(await storedTheme(theme.id)).toEqual(theme);
        await expectServed(theme.imageUrl, PNG_BYTES);
      });
    });
  });
});
