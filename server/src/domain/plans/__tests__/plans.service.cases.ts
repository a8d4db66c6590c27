import { DataSource } from 'typeorm';
import { CustomerPlansService } from 'src/domain/customer-plans/customer-plans.service.js';
import { CustomersService } from 'src/domain/customers/customers.service.js';
import { FeaturesService } from 'src/domain/features/features.service.js';
import { UpdatePlanInput } from 'src/domain/plans/dto/update-plan.input.js';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { ThemesService } from 'src/domain/themes/themes.service.js';
import { WorkSample } from 'src/domain/work-samples/work-sample.entity.js';
import { WorkSamplesService } from 'src/domain/work-samples/work-samples.service.js';
import { inputErrors } from 'test/support/input-errors.js';
import { PNG_BYTES, startTestApp, type TestApp } from 'test/support/test-app.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  describe('PlansService', () => {
    let t: TestApp;
    let plans: PlansService;
    let features: FeaturesService;

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      plans = t.app.get(PlansService);
      features = t.app.get(FeaturesService);
    });
    afterAll(() => t.close());

    it('lists plans in id order', async () => {
      const created = [await plans.create({ title: 'ج' }), await plans.create({ title: 'الف' }), await plans.create({ title: 'ب' })];
      expect((await plans.list()).map((p) => p.id)).toEqual(created.map((p) => p.id));
    });

    it('accepts a discounted price equal to the list price and refuses one above it', async () => {
      expect(await plans.create({ title: 'بی‌تخفیف', listPrice: 1000, price: 1000 })).toMatchObject({ listPrice: 1000, price: 1000 });
      await expect(plans.create({ title: 'گران', listPrice: 1000, price: 1001 })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { price: ['قیمت با تخفیف نباید بیشتر از قیمت اصلی باشد'] },
      });
      expect(await plans.create({ title: 'فقط قیمت', price: 5000 })).toMatchObject({ listPrice: null, price: 5000 });
    });

    it('checks the price rule against the stored prices on update, and stores nothing refused', async () => {
      const plan = await plans.create({ title: 'فروشگاهی', listPrice: 16_400_000, price: 9_900_000 });
      await expect(plans.update(plan.id, { listPrice: 9_000_000 })).rejects.toMatchObject({ fields: { price: expect.any(Array) } });
      await expect(plans.update(plan.id, { price: 20_000_000 })).rejects.toMatchObject({ fields: { price: expect.any(Array) } });
      expect(await plans.get(plan.id)).toMatchObject({ listPrice: 16_400_000, price: 9_900_000 });
      expect(await plans.update(plan.id, { listPrice: null })).toMatchObject({ listPrice: null, price: 9_900_000 });
    });

    it('leaves a null title to the input, which refuses it in Persian and lets the prices be cleared', async () => {
      expect(await inputErrors(UpdatePlanInput, { title: null, listPrice: null, price: null, hostingSpaceGb: null })).toEqual({
        title: ['عنوان الزامی است'],
      });
    });

    it('syncs the features to exactly the given set, ignoring repeats', async () => {
      const plan = await plans.create({ title: 'همگام' });
      const [a, b, c] = [
        await features.create({ title: 'یک' }),
        await features.create({ title: 'دو' }),
        await features.create({ title: 'سه' }),
      ];
      await plans.syncFeatures(plan.id, [c.id, a.id, c.id]);
      expect(await plans.featureIds(plan.id)).toEqual([a.id, c.id]);
      await plans.syncFeatures(plan.id, [b.id]);
      expect(await plans.featureIds(plan.id)).toEqual([b.id]);
      await plans.syncFeatures(plan.id, []);
      expect(await plans.featureIds(plan.id)).toEqual([]);
    });

    it('refuses unknown features and keeps the current set', async () => {
      const plan = await plans.create({ title: 'ناقص' });
      const feature = await features.create({ title: 'هاست' });
      await plans.syncFeatures(plan.id, [feature.id]);
      await expect(plans.syncFeatures(plan.id, [feature.id, 777_777])).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { featureIds: ['ویژگی‌ها با شناسه ۷۷۷۷۷۷ وجود ندارد'] },
      });
      expect(await plans.featureIds(plan.id)).toEqual([feature.id]);
    });

    it('refuses to delete a plan a customer bought and keeps it', async () => {
      const plan = await plans.create({ title: 'خریده‌شده' });
      const customer = await t.app
        .get(CustomersService)
        .create({ name: 'نرگس', family: 'موسوی', email: 'narges@example.com', phone: '09121112222' });
      const customerPlans = t.app.get(CustomerPlansService);
      const record = await customerPlans.create({ customerId: customer.id, planId: plan.id, domainName: 'narges.ir' });
      await expect(plans.remove(plan.id)).rejects.toMatchObject({
        code: 'REFUSED',
        message: 'این پلن برای ۱ پلن مشتری ثبت شده است و حذف نمی‌شود',
      });
      expect((await plans.get(plan.id)).title).toBe('خریده‌شده');
      await customerPlans.remove(record.id);
      expect((await plans.remove(plan.id)).id).toBe(plan.id);
    });

    it('deletes a plan and takes it off themes and work samples, which stay', async () => {
      const plan = await plans.create({ title: 'حذفی' });
      const feature = await features.create({ title: 'دامنه' });
      await plans.syncFeatures(plan.id, [feature.id]);
      const themes = t.app.get(ThemesService);
      const samples = t.app.get(WorkSamplesService);
      const theme = await themes.create(
        { title: 'قالب', link: 'https://demo.example.com', planIds: [plan.id] },
        { image: { buffer: PNG_BYTES } },
      );
      const sample = await samples.create({ domainName: 'test.ir', title: 'نمونه', planIds: [plan.id] }, { buffer: PNG_BYTES });

      const removed = await plans.remove(plan.id);
      expect(removed).toMatchObject({ id: plan.id, title: 'حذفی' });
      await expect(plans.get(plan.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'پلن پیدا نشد' });
      expect(await themes.list({ planId: plan.id })).toEqual([]);
      expect((await themes.get(theme.id)).title).toBe('قالب');
      const sampleNow = await t.app
        .get(DataSource)
        .getRepository(WorkSample)
        .findOne({ where: { id: sample.id }, relations: { plans: true } });
      expect(sampleNow).toMatchObject({ title: 'نمونه', plans: [] });
      expect((await features.get(feature.id)).title).toBe('دامنه');
    });

    it('answers NOT_FOUND for unknown ids', async () => {
      for (const call of [
        () => plans.get(999_999),
        () => plans.update(999_999, { title: 'x' }),
        () => plans.remove(999_999),
        () => plans.syncFeatures(999_999, []),
        () => plans.featureIds(999_999),
      ]) {
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'پلن پیدا نشد' });
      }
    });
  });
});
