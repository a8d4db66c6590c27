import { categorySchema, type CategoryFormValues } from './category-schema';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

function errors(mode: 'add' | 'edit', values: CategoryFormValues) {
  const result = categorySchema(mode).safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('category form rules', () => {
  it('accepts a title with an image', () => {
    expect(errors('add', { title: 'شرکتی', image: png })).toEqual({});
  });

  it('requires a title on add and on edit', () => {
    expect(errors('add', { title: '  ', image: png })).toEqual({ title: 'عنوان را وارد کنید' });
    expect(errors('edit', { title: '', image: null })).toEqual({ title: 'عنوان را وارد کنید' });
  });

  it('requires an image on create only', () => {
    expect(errors('add', { title: 'شرکتی', image: null })).toEqual({ image: 'تصویر را انتخاب کنید' });
    expect(errors('edit', { title: 'شرکتی', image: null })).toEqual({});
  });

  it('refuses a file that is not a supported image', () => {
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    expect(errors('add', { title: 'شرکتی', image: svg })).toEqual({ image: 'فقط تصویر PNG، JPEG، WebP یا GIF پذیرفته می‌شود' });
  });
});
