import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { QueryFailedError } from 'typeorm';
import { CategoriesService } from 'src/domain/categories/categories.service.js';
import { UpdateCategoryInput } from 'src/domain/categories/dto/update-category.input.js';
import { ThemesService } from 'src/domain/themes/themes.service.js';
import { inputErrors } from 'test/support/input-errors.js';
import { PNG_BYTES, startTestApp, type TestApp } from 'test/support/test-app.js';
import { purgeAfterUndoWindow } from 'test/support/trash.js';
import { describeEngines } from 'test/support/engines.js';

describeEngines(() => {
  const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  const png = () => ({ buffer: PNG_BYTES });

  describe('CategoriesService', () => {
    let t: TestApp;
    let categories: CategoriesService;

    function storedFiles(): string[] {
      const root = t.config.uploadsDir;
      return (readdirSync(root, { recursive: true }) as string[]).filter((p) => statSync(join(root, p)).isFile()).sort();
    }
    const onDisk = (key: string | null) => key !== null && existsSync(join(t.config.uploadsDir, key));

    beforeAll(async () => {
      t = await startTestApp({ seedDemo: false });
      categories = t.app.get(CategoriesService);
    });
    afterAll(() => t.close());

    it('lists categories in id order', async () => {
      const a = await categories.create({ title: 'الف' }, png());
      const b = await categories.create({ title: 'ب' }, png());
      const c = await categories.create({ title: 'ج' }, png());
      expect((await categories.list()).map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    });

    it('stores the image under the categories folder', async () => {
      const category = await categories.create({ title: 'رستوران' }, png());
      expect(category.image).toMatch(/^categories\/[0-9a-f-]{36}\.png$/);
      expect(onDisk(category.image)).toBe(true);
      expect(await categories.get(category.id)).toMatchObject({ title: 'رستوران', image: category.image });
    });

    it('refuses a category without an image, or with something that is not one', async () => {
      const files = storedFiles();
      await expect(categories.create({ title: 'بی‌تصویر' }, null)).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { image: ['تصویر الزامی است'] },
      });
      await expect(categories.create({ title: 'متن' }, { buffer: Buffer.from('hello') })).rejects.toMatchObject({
        fields: { image: ['تصویر باید یک فایل PNG، JPEG، WebP یا GIF باشد'] },
      });
      expect(storedFiles()).toEqual(files);
    });

    it('removes the stored image again when the database refuses the record', async () => {
      const files = storedFiles();
      await expect(categories.create({ title: null as unknown as string }, png())).rejects.toBeInstanceOf(QueryFailedError);
      expect(storedFiles()).toEqual(files);
    });

    it('replaces the image, deleting the old file once the new one is saved', async () => {
      const category = await categories.create({ title: 'پوشاک' }, png());
      const updated = await categories.update(category.id, { title: 'پوشاک و کیف' }, { buffer: GIF_BYTES });
      expect(updated.image).toMatch(/^categories\/[0-9a-f-]{36}\.gif$/);
      expect(onDisk(category.image)).toBe(false);
      expect(onDisk(updated.image)).toBe(true);
      expect(await categories.get(category.id)).toMatchObject({ title: 'پوشاک و کیف', image: updated.image });
    });

    it('keeps the image when only the title changes', async () => {
      const category = await categories.create({ title: 'کتاب' }, png());
      const updated = await categories.update(category.id, { title: 'کتاب و نوشت‌افزار' });
      expect(updated.image).toBe(category.image);
      expect(onDisk(category.image)).toBe(true);
    });

    it('leaves a null title to the input, which refuses it in Persian', async () => {
      expect(await inputErrors(UpdateCategoryInput, { title: null })).toEqual({ title: ['عنوان الزامی است'] });
    });

    it('removes the new image again when the database refuses the update, keeping the category', async () => {
      const category = await categories.create({ title: 'ثابت' }, png());
      const files = storedFiles();
      await expect(categories.update(category.id, { title: null as unknown as string }, png())).rejects.toBeInstanceOf(QueryFailedError);
      expect(storedFiles()).toEqual(files);
      expect(await categories.get(category.id)).toMatchObject({ title: 'ثابت', image: category.image });
      expect(onDisk(category.image)).toBe(true);
    });

    it('deletes a category at once and its file once the undo window has passed; the themes in it stay', async () => {
      const category = await categories.create({ title: 'حذفی' }, png());
      const themes = t.app.get(ThemesService);
      const theme = await themes.create({ title: 'قالب', link: 'https://demo.example.com', categoryIds: [category.id] }, { image: png() });
      await categories.remove(category.id);
      await expect(categories.get(category.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'دسته‌بندی پیدا نشد' });
      expect(onDisk(category.image)).toBe(true);
      await purgeAfterUndoWindow(t);
      expect(onDisk(category.image)).toBe(false);
      expect((await themes.get(theme.id)).title).toBe('قالب');
      expect(await themes.list({ categoryId: category.id })).toEqual([]);
    });

    it('answers NOT_FOUND for unknown ids', async () => {
      for (const call of [() => categories.get(999_999), () => categories.update(999_999, {}), () => categories.remove(999_999)]) {
        await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
      }
    });
  });
});
