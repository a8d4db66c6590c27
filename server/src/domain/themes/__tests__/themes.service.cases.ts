import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryFailedError } from 'typeorm';
import { CategoriesService } from 'src/domain/categories/categories.service.js';
import { CustomerPlansService } from 'src/domain/customer-plans/customer-plans.service.js';
import { CustomersService } from 'src/domain/customers/customers.service.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { UpdateThemeInput } from 'src/domain/themes/dto/update-theme.input.js';
import { ThemesService } from 'src/domain/themes/themes.service.js';
import type { Theme } from 'src/domain/themes/theme.entity.js';
import { inputErrors } from 'test/support/input-errors.js';
import { PNG_BYTES, startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  const png = () => ({ buffer: PNG_BYTES });

  describe('ThemesService', () => {
    let t: TestApp;
    let themes: ThemesService;
    let plans: PlansService;
    let categories: CategoriesService;

    function storedFiles(): string[] {
      const root = t.config.uploadsDir;
      return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile()).sort();
    }
    const onDisk = (key: string | null) => key !== null && existsSync(join(t.config.uploadsDir, key));
    const ids = (list: Theme[]) => list.map((theme) => theme.id);
    const newTheme = (title: string, extra: { planIds?: number[]; categoryIds?: number[] } = {}) =>
      themes.create({ title, link: 'https://demo.example.com', ...extra }, { image: png() });

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      themes = t.app.get(ThemesService);
      plans = t.app.get(PlansService);
      categories = t.app.get(CategoriesService);
    });
    afterAll(() => t.close());

    it('lists the catalogue by sort, then id, and narrows it by category, by plan and by both', async () => {
      const [plan, otherPlan] = [await plans.create({ title: 'پلن الف' }), await plans.create({ title: 'پلن ب' })];
      const [cat, otherCat] = [await categories.create({ title: 'دسته الف' }, png()), await categories.create({ title: 'دسته ب' }, png())];
      const a = await newTheme('الف', { planIds: [plan.id], categoryIds: [cat.id] });
      const b = await newTheme('ب', { planIds: [plan.id, otherPlan.id], categoryIds: [otherCat.id] });
      const c = await newTheme('ج', { planIds: [otherPlan.id], categoryIds: [cat.id, otherCat.id] });
      await themes.setSort(c.id, 0);
      await themes.setSort(b.id, a.sort);

      expect(ids(await themes.list())).toEqual([c.id, a.id, b.id]);
      expect(ids(await themes.list({ categoryId: cat.id }))).toEqual([c.id, a.id]);
      expect(ids(await themes.list({ planId: plan.id }))).toEqual([a.id, b.id]);
      expect(ids(await themes.list({ categoryId: otherCat.id, planId: otherPlan.id }))).toEqual([c.id, b.id]);
      expect(ids(await themes.list({ categoryId: cat.id, planId: plan.id }))).toEqual([a.id]);
      expect(await themes.list({ categoryId: null, planId: null })).toHaveLength(3);
    });

    it('appends a new theme after the highest position', async () => {
      const moved = await newTheme('جابجاشده');
      await themes.setSort(moved.id, 500);
      const next = await newTheme('بعدی');
      expect(next.sort).toBe(501);
    });

    it('refuses a theme without an image', async () => {
      await expect(themes.create({ title: 'بی‌تصویر', link: 'https://demo.example.com' }, {})).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { image: ['تصویر الزامی است'] },
      });
    });

    it('stores both images under the themes folder', async () => {
      const theme = await themes.create(
        { title: 'دوتصویره', link: 'https://demo.example.com' },
        { image: png(), mobileImage: { buffer: GIF_BYTES } },
      );
      expect(theme.image).toMatch(/^themes\/[0-9a-f-]{36}\.png$/);
      expect(theme.mobileImage).toMatch(/^themes\/[0-9a-f-]{36}\.gif$/);
      expect(onDisk(theme.image) && onDisk(theme.mobileImage)).toBe(true);
    });

    it('removes the stored images again when the database refuses the record', async () => {
      const files = storedFiles();
      await expect(
        themes.create({ title: 'بی‌لینک', link: null as unknown as string }, { image: png(), mobileImage: png() }),
      ).rejects.toBeInstanceOf(QueryFailedError);
      expect(storedFiles()).toEqual(files);
    });

    it('stores nothing when plans or categories are unknown', async () => {
      const files = storedFiles();
      await expect(newTheme('ناقص', { categoryIds: [987_654] })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { categoryIds: ['دسته‌بندی‌ها با شناسه ۹۸۷۶۵۴ وجود ندارد'] },
      });
      const theme = await newTheme('سالم');
      await expect(themes.update(theme.id, { planIds: [987_654] }, { image: png() })).rejects.toMatchObject({
        fields: { planIds: ['پلن‌ها با شناسه ۹۸۷۶۵۴ وجود ندارد'] },
      });
      expect(storedFiles()).toEqual([...files, theme.image].sort());
    });

    it('deletes the replaced files from disk once the new ones are saved', async () => {
      const theme = await themes.create({ title: 'قدیمی', link: 'https://demo.example.com' }, { image: png(), mobileImage: png() });
      const updated = await themes.update(theme.id, { title: 'جدید' }, { image: { buffer: GIF_BYTES }, mobileImage: png() });
      expect(updated.image).not.toBe(theme.image);
      expect(updated.mobileImage).not.toBe(theme.mobileImage);
      expect(onDisk(theme.image) || onDisk(theme.mobileImage)).toBe(false);
      expect(onDisk(updated.image) && onDisk(updated.mobileImage)).toBe(true);
      expect((await themes.get(theme.id)).title).toBe('جدید');
    });

    it('keeps the stored images when only texts change', async () => {
      const theme = await newTheme('متن');
      const updated = await themes.update(theme.id, { shortDescription: 'کوتاه' });
      expect(updated.image).toBe(theme.image);
      expect(onDisk(theme.image)).toBe(true);
    });

    it('leaves null on the title, link and lists to the input, which refuses it and lets the descriptions be cleared', async () => {
      const errors = await inputErrors(UpdateThemeInput, {
        title: null,
        link: null,
        shortDescription: null,
        fullDescription: null,
        planIds: null,
        categoryIds: null,
      });
      expect(Object.keys(errors).sort()).toEqual(['categoryIds', 'link', 'planIds', 'title']);
      expect(errors).toMatchObject({ title: ['عنوان الزامی است'], link: ['لینک دمو الزامی است'] });
      expect(errors.planIds).toContain('پلن‌ها باید فهرست باشد');
      expect(errors.categoryIds).toContain('دسته‌بندی‌ها باید فهرست باشد');
    });

    it('refuses to delete a theme a customer plan uses, then deletes it and its files once that plan is gone', async () => {
      const theme = await themes.create({ title: 'خریده‌شده', link: 'https://demo.example.com' }, { image: png(), mobileImage: png() });
      const plan = await plans.create({ title: 'پلن مشتری' });
      const customer = await t.app
        .get(CustomersService)
        .create({ name: 'علی', family: 'رضایی', email: 'ali@example.com', phone: '09120000000' });
      const customerPlans = t.app.get(CustomerPlansService);
      const record = await customerPlans.create({ customerId: customer.id, planId: plan.id, themeId: theme.id, domainName: 'ali.ir' });

      await expect(themes.remove(theme.id)).rejects.toMatchObject({ code: 'REFUSED' });
      expect(onDisk(theme.image)).toBe(true);

      await customerPlans.remove(record.id);
      await themes.remove(theme.id);
      await expect(themes.get(theme.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(onDisk(theme.image) || onDisk(theme.mobileImage)).toBe(false);
    });

    it('answers NOT_FOUND for unknown ids', async () => {
      for (const call of [
        () => themes.get(999_999),
        () => themes.update(999_999, {}),
        () => themes.setSort(999_999, 1),
        () => themes.remove(999_999),
      ]) {
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'قالب پیدا نشد' });
      }
    });
  });
});
