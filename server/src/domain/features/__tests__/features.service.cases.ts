import { UpdateFeatureInput } from 'src/domain/features/dto/update-feature.input.js';
import { FeaturesService } from 'src/domain/features/features.service.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { inputErrors } from 'test/support/input-errors.js';
import { startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  describe('FeaturesService', () => {
    let t: TestApp;
    let features: FeaturesService;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      features = t.app.get(FeaturesService);
    });
    afterAll(() => t.close());

    it('appends each new feature after the highest position, even after reordering', async () => {
      const first = await features.create({ title: 'اول' });
      const second = await features.create({ title: 'دوم' });
      expect(second.sort).toBe(first.sort + 1);
      await features.setSort(first.id, 40);
      expect((await features.create({ title: 'سوم' })).sort).toBe(41);
    });

    it('lists features by position, then id for equal positions', async () => {
      const a = await features.create({ title: 'الف' });
      const b = await features.create({ title: 'ب' });
      const c = await features.create({ title: 'ج' });
      await features.setSort(c.id, 0);
      await features.setSort(b.id, 0);
      await features.setSort(a.id, 1000);
      const list = await features.list();
      expect(list.slice(0, 2).map((f) => f.id)).toEqual([b.id, c.id]);
      expect(list.at(-1)?.id).toBe(a.id);
      const pairs = list.map((f) => [f.sort, f.id]);
      expect(pairs).toEqual([...pairs].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
    });

    it('creates plain features and section headings, none primary', async () => {
      expect(await features.create({ title: 'سئو' })).toMatchObject({ isHeading: false, isPrimary: false });
      expect(await features.create({ title: 'امکانات', isHeading: true })).toMatchObject({ isHeading: true, isPrimary: false });
    });

    it('marks a feature primary and back, and stores it', async () => {
      const feature = await features.create({ title: 'ستون ثابت' });
      await features.setPrimary(feature.id, true);
      expect((await features.get(feature.id)).isPrimary).toBe(true);
      await features.setPrimary(feature.id, false);
      expect((await features.get(feature.id)).isPrimary).toBe(false);
    });

    it('updates only the given fields, keeping an omitted heading flag', async () => {
      const feature = await features.create({ title: 'قدیمی', isHeading: true });
      expect(await features.update(feature.id, { title: 'جدید' })).toMatchObject({ title: 'جدید', isHeading: true, sort: feature.sort });
      expect(await features.get(feature.id)).toMatchObject({ title: 'جدید', isHeading: true });
      expect(await features.update(feature.id, { isHeading: false })).toMatchObject({
        title: 'جدید',
        isHeading: false,
        sort: feature.sort,
      });
    });

    it('leaves a null title or heading flag to the input, which refuses both', async () => {
      expect(await inputErrors(UpdateFeatureInput, { title: null, isHeading: null })).toEqual({
        title: ['عنوان الزامی است'],
        isHeading: [expect.stringMatching(/باید بله یا خیر باشد$/)],
      });
    });

    it('deletes a feature and takes it off every plan', async () => {
      const plans = t.app.get(PlansService);
      const feature = await features.create({ title: 'حذفی' });
      const kept = await features.create({ title: 'ماندنی' });
      const plan = await plans.create({ title: 'پلن' });
      await plans.syncFeatures(plan.id, [feature.id, kept.id]);
      await features.remove(feature.id);
      await expect(features.get(feature.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'ویژگی پیدا نشد' });
      expect(await plans.featureIds(plan.id)).toEqual([kept.id]);
    });

    it('answers NOT_FOUND for unknown ids', async () => {
      for (const call of [
        () => features.get(999_999),
        () => features.update(999_999, {}),
        () => features.remove(999_999),
        () => features.setSort(999_999, 1),
        () => features.setPrimary(999_999, true),
      ]) {
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });
});
