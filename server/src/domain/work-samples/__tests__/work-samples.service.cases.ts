import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryFailedError } from 'typeorm';
import { PlansService } from 'src/domain/plans/plans.service.js';
import { UpdateWorkSampleInput } from 'src/domain/work-samples/dto/update-work-sample.input.js';
import { WORK_SAMPLES_PER_PAGE, WorkSamplesService } from 'src/domain/work-samples/work-samples.service.js';
import { inputErrors } from 'test/support/input-errors.js';
import { PNG_BYTES, startTestApp, type TestApp } from 'test/support/test-app.js';
import { purgeAfterUndoWindow } from 'test/support/trash.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  const png = () => ({ buffer: PNG_BYTES });

  describe('WorkSamplesService', () => {
    let t: TestApp;
    let samples: WorkSamplesService;

    function storedFiles(): string[] {
      const root = t.config.uploadsDir;
      return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile()).sort();
    }
    const onDisk = (key: string | null) => key !== null && existsSync(join(t.config.uploadsDir, key));
    const newSample = (title: string, isActive = true) => samples.create({ domainName: 'test.ir', title, isActive }, png());

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      samples = t.app.get(WorkSamplesService);
    });
    afterAll(() => t.close());

    it('answers an empty first page with a last page of 1', async () => {
      expect(await samples.page({ onlyActive: true })).toEqual({
        items: [],
        total: 0,
        currentPage: 1,
        lastPage: 1,
        perPage: WORK_SAMPLES_PER_PAGE,
      });
    });

    it('pages newest first; visitors get only active samples, staff get all', async () => {
      const created = [];
      for (let i = 0; i < 7; i++) created.push(await newSample(`نمونه ${i}`, i !== 2 && i !== 5));
      const active = created
        .filter((s) => s.isActive)
        .map((s) => s.id)
        .reverse();
      const all = created.map((s) => s.id).reverse();

      const visitors = await samples.page({ page: 1, perPage: 3, onlyActive: true });
      expect(visitors).toMatchObject({ total: 5, currentPage: 1, lastPage: 2, perPage: 3 });
      expect(visitors.items.map((s) => s.id)).toEqual(active.slice(0, 3));
      expect((await samples.page({ page: 2, perPage: 3, onlyActive: true })).items.map((s) => s.id)).toEqual(active.slice(3));

      const staff = await samples.page({ page: 1, perPage: 10, onlyActive: false });
      expect(staff).toMatchObject({ total: 7, lastPage: 1 });
      expect(staff.items.map((s) => s.id)).toEqual(all);
      expect((await samples.listAll()).map((s) => s.id)).toEqual(all);
      expect(await samples.page({ page: 2, onlyActive: true })).toMatchObject({ items: [], total: 5, lastPage: 1, perPage: 9 });
    });

    it('leaves a new sample inactive unless asked, and requires an image', async () => {
      expect((await samples.create({ domainName: 'test.ir', title: 'پیش‌فرض' }, png())).isActive).toBe(false);
      await expect(samples.create({ domainName: 'test.ir', title: 'بی‌تصویر' }, null)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { image: ['تصویر الزامی است'] },
      });
    });

    it('stores the image under the work-samples folder', async () => {
      const sample = await newSample('عکس‌دار');
      expect(sample.image).toMatch(/^work-samples\/[0-9a-f-]{36}\.png$/);
      expect(onDisk(sample.image)).toBe(true);
    });

    it('removes the stored image again when the database refuses the record', async () => {
      const files = storedFiles();
      await expect(samples.create({ domainName: null as unknown as string, title: 'بی‌دامنه' }, png())).rejects.toBeInstanceOf(
        QueryFailedError,
      );
      expect(storedFiles()).toEqual(files);
    });

    it('stores nothing when plans are unknown', async () => {
      const sample = await newSample('سالم');
      const files = storedFiles();
      await expect(samples.create({ domainName: 'test.ir', title: 'ناقص', planIds: [555_555] }, png())).rejects.toMatchObject({
        fields: { planIds: ['پلن‌ها با شناسه ۵۵۵۵۵۵ وجود ندارد'] },
      });
      await expect(samples.update(sample.id, { planIds: [555_555] }, png())).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(storedFiles()).toEqual(files);
    });

    it('replaces the image, deleting the old file once the new one is saved', async () => {
      const plan = await t.app.get(PlansService).create({ title: 'فروشگاهی' });
      const sample = await newSample('قدیمی');
      const updated = await samples.update(sample.id, { title: 'جدید', planIds: [plan.id] }, { buffer: GIF_BYTES });
      expect(updated.image).toMatch(/\.gif$/);
      expect(onDisk(sample.image)).toBe(false);
      expect(onDisk(updated.image)).toBe(true);
      expect(await samples.get(sample.id)).toMatchObject({ title: 'جدید', image: updated.image });
    });

    it('keeps the domain, title and active flag when they are left out', async () => {
      const sample = await newSample('ثابت');
      await samples.update(sample.id, { description: 'شرح' });
      expect(await samples.get(sample.id)).toMatchObject({ domainName: 'test.ir', title: 'ثابت', isActive: true, description: 'شرح' });
      await samples.update(sample.id, { isActive: false });
      expect(await samples.get(sample.id)).toMatchObject({ domainName: 'test.ir', title: 'ثابت', isActive: false, description: 'شرح' });
    });

    it('leaves null on the domain, title and active flag to the input, which refuses it and lets the description be cleared', async () => {
      expect(await inputErrors(UpdateWorkSampleInput, { domainName: null, title: null, isActive: null, description: null })).toEqual({
        domainName: ['نام دامنه الزامی است'],
        title: ['عنوان الزامی است'],
        isActive: ['وضعیت فعال باید بله یا خیر باشد'],
      });
    });

    it('deletes a sample at once and its file once the undo window has passed', async () => {
      const sample = await newSample('حذفی');
      await samples.remove(sample.id);
      await expect(samples.get(sample.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'نمونه کار پیدا نشد' });
      // Kept for an undo meanwhile.
      expect(onDisk(sample.image)).toBe(true);
      await purgeAfterUndoWindow(t);
      expect(onDisk(sample.image)).toBe(false);
    });

    it('answers NOT_FOUND for unknown ids', async () => {
      for (const call of [() => samples.get(999_999), () => samples.update(999_999, {}), () => samples.remove(999_999)]) {
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });
});
