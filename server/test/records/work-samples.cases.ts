import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Clock } from 'src/common/clock.js';
import { UNDO_WINDOW_MS } from '@site-builder/rules';
import { TrashPurger } from 'src/domain/trash/trash-purger.js';
import { firstError, gqlUpload, PNG_BYTES, startTestApp, type GqlResult, type TestApp } from '../support/test-app.js';
import { describeEngines } from '../support/engines.js';

describeEngines(() => {
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

  const FIELDS = 'id domainName title description shortDescription isActive imageUrl plans { id title } createdAt';
  const PAGE_FIELDS = `items { ${FIELDS} } currentPage lastPage total perPage`;
  const PUBLIC_PAGE = `query($page: Int, $perPage: Int) { workSamples(page: $page, perPage: $perPage) { ${PAGE_FIELDS} } }`;
  const ADMIN_PAGE = `query($page: Int, $perPage: Int) { adminWorkSamples(page: $page, perPage: $perPage) { ${PAGE_FIELDS} } }`;
  const ONE = `query($id: Int!) { workSample(id: $id) { ${FIELDS} } }`;
  const CREATE = `mutation($input: CreateWorkSampleInput!, $image: Upload) { createWorkSample(input: $input, image: $image) { ${FIELDS} } }`;
  const UPDATE = `mutation($id: Int!, $input: UpdateWorkSampleInput!, $image: Upload) {
  updateWorkSample(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
  const DELETE = 'mutation($id: Int!) { deleteWorkSample(id: $id) { id title } }';

  /** Another real PNG (2x1), so a replaced image can be told from the first one. */
  const OTHER_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwPAfAAcAAf9+CLHQAAAAAElFTkSuQmCC',
    'base64',
  );
  const DOMAIN_MESSAGE = 'نام دامنه معتبر نیست؛ مثل test.ir وارد کنید';

  interface SampleView {
    id: number;
    domainName: string;
    title: string;
    description: string | null;
    shortDescription: string | null;
    isActive: boolean;
    imageUrl: string;
    plans: { id: number; title: string }[];
  }
  interface PageView {
    items: SampleView[];
    currentPage: number;
    lastPage: number;
    total: number;
    perPage: number;
  }

  function expectUnauthenticated(res: GqlResult<unknown>) {
    expect(res.status).toBe(401);
    expect(firstError(res).code).toBe('UNAUTHENTICATED');
    expect(res.data ?? null).toBeNull();
  }

  function helpers(get: () => TestApp) {
    const image = (content = PNG_BYTES) => ({ image: { content, filename: 'sample.png' } });
    return {
      image,
      admin: <T = any>(query: string, variables?: Record<string, unknown>) => get().gql<T>(query, variables, get().superToken),
      storedFiles(): string[] {
        const root = get().config.uploadsDir;
        return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile()).sort();
      },
      async createSample(input: Record<string, unknown>, content = PNG_BYTES): Promise<SampleView> {
        const res = await gqlUpload(get(), CREATE, { input: { domainName: 'sample.ir', ...input } }, image(content));
        expect(res.errors).toBeUndefined();
        return res.data.createWorkSample;
      },
    };
  }

  describe('work sample pages', () => {
    let t: TestApp;
    const { admin, createSample } = helpers(() => t);
    const active: SampleView[] = [];
    const inactive: SampleView[] = [];

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      for (let i = 1; i <= 13; i++) {
        const sample = await createSample({ title: `نمونه ${i}`, domainName: `site${i}.ir`, isActive: i % 6 !== 0 });
        (sample.isActive ? active : inactive).push(sample);
      }
    });
    afterAll(() => t.close());

    it('shows visitors only active samples, newest first, nine a page, without a token', async () => {
      const newestFirst = active.map((s) => s.id).reverse();
      expect(newestFirst).toHaveLength(11);
      const first = await t.gql<{ workSamples: PageView }>(PUBLIC_PAGE, {});
      expect(first.status).toBe(200);
      expect(first.errors).toBeUndefined();
      expect(first.data.workSamples).toMatchObject({ currentPage: 1, lastPage: 2, total: 11, perPage: 9 });
      expect(first.data.workSamples.items.map((s) => s.id)).toEqual(newestFirst.slice(0, 9));
      expect(first.data.workSamples.items.every((s) => s.isActive)).toBe(true);

      const second = await t.gql<{ workSamples: PageView }>(PUBLIC_PAGE, { page: 2 });
      expect(second.data.workSamples).toMatchObject({ currentPage: 2, lastPage: 2, total: 11, perPage: 9 });
      expect(second.data.workSamples.items.map((s) => s.id)).toEqual(newestFirst.slice(9));
    });

    it('pages by the size asked for, and answers an empty page past the end', async () => {
      const third = await t.gql<{ workSamples: PageView }>(PUBLIC_PAGE, { page: 3, perPage: 5 });
      expect(third.data.workSamples).toMatchObject({ currentPage: 3, lastPage: 3, total: 11, perPage: 5 });
      expect(third.data.workSamples.items.map((s) => s.title)).toEqual([active[0].title]);
      const beyond = await t.gql<{ workSamples: PageView }>(PUBLIC_PAGE, { page: 4, perPage: 5 });
      expect(beyond.data.workSamples).toMatchObject({ items: [], currentPage: 4, lastPage: 3, total: 11 });
    });

    it('refuses a page below 1 or a page size above 100, in Persian', async () => {
      const res = await t.gql(PUBLIC_PAGE, { page: 0, perPage: 101 });
      expect(firstError(res).code).toBe('VALIDATION_FAILED');
      expect(firstError(res).fields).toEqual({
        page: ['شماره صفحه نباید کمتر از ۱ باشد'],
        perPage: ['تعداد در هر صفحه نباید بیشتر از ۱۰۰ باشد'],
      });
      expect(res.data ?? null).toBeNull();
      const admins = await admin(ADMIN_PAGE, { perPage: 0 });
      expect(firstError(admins).fields).toEqual({ perPage: ['تعداد در هر صفحه نباید کمتر از ۱ باشد'] });
    });

    it('shows staff every sample, active or not, newest first', async () => {
      const res = await admin<{ adminWorkSamples: PageView }>(ADMIN_PAGE, { perPage: 20 });
      expect(res.errors).toBeUndefined();
      expect(res.data.adminWorkSamples).toMatchObject({ currentPage: 1, lastPage: 1, total: 13, perPage: 20 });
      const all = [...active, ...inactive].map((s) => s.id).sort((a, b) => b - a);
      expect(res.data.adminWorkSamples.items.map((s) => s.id)).toEqual(all);
      expect(res.data.adminWorkSamples.items.filter((s) => !s.isActive).map((s) => s.title)).toEqual(['نمونه 12', 'نمونه 6']);
      const paged = await admin<{ adminWorkSamples: PageView }>(ADMIN_PAGE, {});
      expect(paged.data.adminWorkSamples).toMatchObject({ currentPage: 1, lastPage: 2, total: 13, perPage: 9 });
    });

    it('answers 401 for the staff list without a token', async () => {
      expectUnauthenticated(await t.gql(ADMIN_PAGE, {}));
    });

    it('finds staff samples by title or domain, every word, digits typed in Persian too, active or not', async () => {
      const SEARCH = `query($search: String) { adminWorkSamples(search: $search, perPage: 50) { ${PAGE_FIELDS} } }`;
      const byDomain = await admin<{ adminWorkSamples: PageView }>(SEARCH, { search: 'site۱۲.ir' });
      expect(byDomain.data.adminWorkSamples.items.map((s) => s.title)).toEqual(['نمونه 12']);
      expect(byDomain.data.adminWorkSamples.items[0].isActive).toBe(false);
      const byTitle = await admin<{ adminWorkSamples: PageView }>(SEARCH, { search: 'نمونه 1' });
      expect(byTitle.data.adminWorkSamples.items.map((s) => s.title)).toEqual(['نمونه 13', 'نمونه 12', 'نمونه 11', 'نمونه 10', 'نمونه 1']);
      const nothing = await admin<{ adminWorkSamples: PageView }>(SEARCH, { search: 'نمونه site99' });
      expect(nothing.data.adminWorkSamples).toMatchObject({ items: [], total: 0 });
      // LIKE's own wildcards are searched as text.
      const wildcard = await admin<{ adminWorkSamples: PageView }>(SEARCH, { search: '%' });
      expect(wildcard.data.adminWorkSamples.total).toBe(0);
      const tooLong = await admin(SEARCH, { search: 'ن'.repeat(101) });
      expect(firstError(tooLong).code).toBe('VALIDATION_FAILED');
    });
  });

  describe('work samples API', () => {
    let t: TestApp;
    let storePlan: { id: number; title: string };
    let basicPlan: { id: number; title: string };
    const { admin, image, storedFiles, createSample } = helpers(() => t);

    async function storedSample(id: number): Promise<SampleView> {
      return (await admin(ONE, { id })).data.workSample;
    }
    async function publicIds(): Promise<number[]> {
      // A page of 20 holds every sample these tests make; 100 with their plans is over the anonymous cost cap.
      return ((await t.gql(PUBLIC_PAGE, { perPage: 20 })).data.workSamples as PageView).items.map((s) => s.id);
    }
    async function adminList(): Promise<SampleView[]> {
      return ((await admin(ADMIN_PAGE, { perPage: 100 })).data.adminWorkSamples as PageView).items;
    }
    async function expectServed(url: string, bytes: Buffer) {
      const res = await t.http.get(url);
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body, bytes)).toBe(0);
    }

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      const create = (title: string) =>
        admin('mutation($input: CreatePlanInput!) { createPlan(input: $input) { id title } }', { input: { title } });
      storePlan = (await create('فروشگاهی')).data.createPlan;
      basicPlan = (await create('غیر فروشگاهی')).data.createPlan;
    });
    afterAll(() => t.close());

    describe('createWorkSample', () => {
      it('creates an active sample with its plans, a served image and a 100-character short description', async () => {
        const description =
          'فروشگاه اینترنتی لوازم خانگی با درگاه پرداخت، ارسال به سراسر کشور، پشتیبانی ۳۶۵ روزه و امکان ثبت سفارش تلفنی برای مشتریان قدیمی';
        const res = await gqlUpload(
          t,
          CREATE,
          {
            input: {
              domainName: ' https://shop۱۲.ir ',
              title: 'فروشگاه لوازم خانگي',
              description,
              isActive: true,
              planIds: [storePlan.id, basicPlan.id],
            },
          },
          image(),
        );
        expect(res.errors).toBeUndefined();
        const sample: SampleView = res.data.createWorkSample;
        expect(sample).toMatchObject({
          domainName: 'https://shop12.ir',
          title: 'فروشگاه لوازم خانگی',
          description,
          isActive: true,
          plans: [
            { id: storePlan.id, title: 'فروشگاهی' },
            { id: basicPlan.id, title: 'غیر فروشگاهی' },
          ],
        });
        expect([...description].length).toBeGreaterThan(100);
        expect(sample.shortDescription).toBe([...description].slice(0, 100).join('').trimEnd() + '…');
        expect(sample.imageUrl).toMatch(/^\/uploads\/work-samples\/[0-9a-f-]{36}\.png$/);
        await expectServed(sample.imageUrl, PNG_BYTES);
        expect(await publicIds()).toContain(sample.id);
      });

      it('keeps a short description whole and leaves a new sample inactive unless asked', async () => {
        const sample = await createSample({ title: 'سایت شرکتی', description: 'کوتاه' });
        expect(sample).toMatchObject({ isActive: false, description: 'کوتاه', shortDescription: 'کوتاه', plans: [] });
        expect(await publicIds()).not.toContain(sample.id);
        expect((await adminList()).map((s) => s.id)).toContain(sample.id);
      });

      it('refuses a sample without an image and stores nothing', async () => {
        const before = await adminList();
        const files = storedFiles();
        const res = await admin(CREATE, { input: { domainName: 'test.ir', title: 'بی‌تصویر' } });
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: ['تصویر الزامی است'] } });
        expect(res.data?.createWorkSample ?? null).toBeNull();
        expect(await adminList()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('refuses a malformed domain and an empty title, naming both, and keeps no file', async () => {
        const before = await adminList();
        const files = storedFiles();
        const res = await gqlUpload(t, CREATE, { input: { domainName: 'not a domain', title: '' } }, image());
        expect(firstError(res).code).toBe('VALIDATION_FAILED');
        expect(firstError(res).fields).toEqual({ domainName: [DOMAIN_MESSAGE], title: ['عنوان الزامی است'] });
        expect(await adminList()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('refuses a null active flag in Persian and stores nothing', async () => {
        const before = await adminList();
        const files = storedFiles();
        const res = await gqlUpload(t, CREATE, { input: { domainName: 'test.ir', title: 'بی‌وضعیت', isActive: null } }, image());
        expect(firstError(res).code).toBe('VALIDATION_FAILED');
        expect(firstError(res).fields).toEqual({ isActive: ['وضعیت فعال باید بله یا خیر باشد'] });
        expect(res.data?.createWorkSample ?? null).toBeNull();
        expect(await adminList()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('refuses unknown plans, naming them, and keeps no file', async () => {
        const before = await adminList();
        const files = storedFiles();
        const res = await gqlUpload(t, CREATE, { input: { domainName: 'test.ir', title: 'نمونه', planIds: [999_999] } }, image());
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { planIds: ['پلن‌ها با شناسه ۹۹۹۹۹۹ وجود ندارد'] } });
        expect(await adminList()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });

      it('answers 401 without a token and stores nothing', async () => {
        const before = await adminList();
        const files = storedFiles();
        expectUnauthenticated(await gqlUpload(t, CREATE, { input: { domainName: 'test.ir', title: 'بی‌اجازه' } }, image(), ''));
        expect(await adminList()).toEqual(before);
        expect(storedFiles()).toEqual(files);
      });
    });

    describe('workSample', () => {
      it('shows one sample, inactive ones too, to an admin', async () => {
        const sample = await createSample({ title: 'پیش‌نویس', domainName: 'draft.ir' });
        expect(await storedSample(sample.id)).toEqual({ ...sample, createdAt: expect.any(String) });
      });

      it('answers NOT_FOUND for an unknown sample', async () => {
        const res = await admin(ONE, { id: 999_999 });
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'نمونه کار پیدا نشد' });
        expect(res.data ?? null).toBeNull();
      });

      it('answers 401 for one sample without a token', async () => {
        const sample = await createSample({ title: 'محرمانه', isActive: true });
        expectUnauthenticated(await t.gql(ONE, { id: sample.id }));
      });
    });

    describe('updateWorkSample', () => {
      it('publishes a sample and changes only the fields given', async () => {
        const sample = await createSample({ title: 'قدیمی', description: 'شرح', planIds: [basicPlan.id] });
        const res = await admin(UPDATE, { id: sample.id, input: { isActive: true, title: 'جديد' } });
        expect(res.errors).toBeUndefined();
        expect(res.data.updateWorkSample).toEqual({ ...sample, isActive: true, title: 'جدید' });
        expect(await publicIds()).toContain(sample.id);
        const hidden = await admin(UPDATE, { id: sample.id, input: { isActive: false } });
        expect(hidden.data.updateWorkSample.isActive).toBe(false);
        expect(await publicIds()).not.toContain(sample.id);
      });

      it('replaces plans, clears the description with empty text and changes the domain', async () => {
        const sample = await createSample({ title: 'تغییرپذیر', description: 'شرح قدیمی', planIds: [basicPlan.id] });
        const res = await admin(UPDATE, { id: sample.id, input: { planIds: [storePlan.id], description: '', domainName: 'new-site.ir' } });
        expect(res.errors).toBeUndefined();
        expect(res.data.updateWorkSample).toMatchObject({
          domainName: 'new-site.ir',
          description: null,
          shortDescription: null,
          plans: [{ id: storePlan.id, title: 'فروشگاهی' }],
        });
        expect(await storedSample(sample.id)).toMatchObject({
          domainName: 'new-site.ir',
          description: null,
          plans: [{ id: storePlan.id }],
        });
      });

      it('replaces the image: the new one is served and the old file is gone', async () => {
        const sample = await createSample({ title: 'عکس‌دار' });
        const files = storedFiles().length;
        const res = await gqlUpload(t, UPDATE, { id: sample.id, input: {} }, image(OTHER_PNG));
        expect(res.errors).toBeUndefined();
        const updated: SampleView = res.data.updateWorkSample;
        expect(updated.imageUrl).not.toBe(sample.imageUrl);
        expect(updated.title).toBe('عکس‌دار');
        await expectServed(updated.imageUrl, OTHER_PNG);
        expect((await t.http.get(sample.imageUrl)).status).toBe(404);
        expect(storedFiles()).toHaveLength(files);
      });

      it('refuses a malformed domain sent with a new image, keeping the sample and storing no file', async () => {
        const sample = await createSample({ title: 'دامنه‌دار' });
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: sample.id, input: { domainName: 'بدون نقطه' } }, image(OTHER_PNG));
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { domainName: [DOMAIN_MESSAGE] } });
        expect(storedFiles()).toEqual(files);
        expect(await storedSample(sample.id)).toEqual({ ...sample, createdAt: expect.any(String) });
        await expectServed(sample.imageUrl, PNG_BYTES);
      });

      it('refuses unknown plans sent with a new image, keeping the sample and storing no file', async () => {
        const sample = await createSample({ title: 'پلن‌دار', planIds: [basicPlan.id] });
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: sample.id, input: { title: 'تغییر', planIds: [999_999] } }, image(OTHER_PNG));
        expect(firstError(res)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { planIds: ['پلن‌ها با شناسه ۹۹۹۹۹۹ وجود ندارد'] } });
        expect(storedFiles()).toEqual(files);
        expect(await storedSample(sample.id)).toEqual({ ...sample, createdAt: expect.any(String) });
      });

      it('refuses a null title or domain in Persian and changes nothing', async () => {
        const sample = await createSample({ title: 'کامل', isActive: true });
        const res = await admin(UPDATE, { id: sample.id, input: { title: null, domainName: null } });
        expect(firstError(res).code).toBe('VALIDATION_FAILED');
        expect(firstError(res).fields).toEqual({ domainName: ['نام دامنه الزامی است'], title: ['عنوان الزامی است'] });
        expect(await storedSample(sample.id)).toEqual({ ...sample, createdAt: expect.any(String) });
      });

      it('refuses a null active flag in Persian, keeping the sample and storing no file', async () => {
        const sample = await createSample({ title: 'فعال', isActive: true });
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: sample.id, input: { isActive: null, description: 'تازه' } }, image(OTHER_PNG));
        expect(firstError(res).code).toBe('VALIDATION_FAILED');
        expect(firstError(res).fields).toEqual({ isActive: ['وضعیت فعال باید بله یا خیر باشد'] });
        expect(res.data?.updateWorkSample ?? null).toBeNull();
        expect(storedFiles()).toEqual(files);
        expect(await storedSample(sample.id)).toEqual({ ...sample, createdAt: expect.any(String) });
        expect(await publicIds()).toContain(sample.id);
        await expectServed(sample.imageUrl, PNG_BYTES);
      });

      it('answers NOT_FOUND for an unknown sample and stores no file', async () => {
        const files = storedFiles();
        const res = await gqlUpload(t, UPDATE, { id: 999_999, input: { title: 'هیچ' } }, image());
        expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: 'نمونه کار پیدا نشد' });
        expect(storedFiles()).toEqual(files);
      });

      it('answers 401 without a token and changes nothing', async () => {
        const sample = await createSample({ title: 'دست‌نخورده' });
        const files = storedFiles();
        expectUnauthenticated(await gqlUpload(t, UPDATE, { id: sample.id, input: { isActive: true } }, image(OTHER_PNG), ''));
        expect(await storedSample(sample.id)).toEqual({ ...sample, createdAt: expect.any(String) });
        expect(storedFiles()).toEqual(files);
      });
    });

    describe('deleteWorkSample', () => {
      it('takes a sample off the public list at once, and its image after the undo window', async () => {
        const sample = await createSample({ title: 'حذفی', isActive: true, planIds: [storePlan.id] });
        expect(await publicIds()).toContain(sample.id);
        const res = await admin(DELETE, { id: sample.id });
        expect(res.errors).toBeUndefined();
        expect(res.data.deleteWorkSample).toEqual({ id: sample.id, title: 'حذفی' });
        expect(await publicIds()).not.toContain(sample.id);
        expect((await adminList()).map((s) => s.id)).not.toContain(sample.id);
        expect(firstError(await admin(ONE, { id: sample.id })).code).toBe('NOT_FOUND');
        expect((await t.http.get(sample.imageUrl)).status).toBe(200);
        await purgeAfterUndoWindow(t);
        expect((await t.http.get(sample.imageUrl)).status).toBe(404);
      });

      it('answers NOT_FOUND for an unknown sample', async () => {
        expect(firstError(await admin(DELETE, { id: 999_999 }))).toMatchObject({ code: 'NOT_FOUND', message: 'نمونه کار پیدا نشد' });
      });

      it('answers 401 without a token and deletes nothing', async () => {
        const sample = await createSample({ title: 'محافظت‌شده', isActive: true });
        expectUnauthenticated(await t.gql(DELETE, { id: sample.id }));
        expect(await publicIds()).toContain(sample.id);
        await expectServed(sample.imageUrl, PNG_BYTES);
      });
    });
  });
});
