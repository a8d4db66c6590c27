import { EMPTY_THEME, themeSchema, toThemeInput, type ThemeFormValues } from './theme-schema';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'theme.png', { type: 'image/png' });

const valid: ThemeFormValues = { ...EMPTY_THEME, title: 'قالب آزمایشی', link: 'https://demo.example.com', image: png() };

function errors(mode: 'create' | 'edit', values: ThemeFormValues) {
  const result = themeSchema(mode).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('theme form schema', () => {
  it('accepts a theme with a title, a demo link and an image', () => {
    expect(errors('create', valid)).toEqual({});
  });

  it('asks for the title, the demo link and the image of a new theme in Persian', () => {
    expect(errors('create', EMPTY_THEME)).toEqual({
      title: 'عنوان قالب را وارد کنید',
      link: 'لینک دمو را وارد کنید',
      image: 'تصویر قالب را انتخاب کنید',
    });
  });

  it('treats a title or link of spaces as missing', () => {
    expect(errors('create', { ...valid, title: '   ', link: ' ' })).toEqual({
      title: 'عنوان قالب را وارد کنید',
      link: 'لینک دمو را وارد کنید',
    });
  });

  it('keeps the stored image when an edit chooses none', () => {
    expect(errors('edit', { ...valid, image: null })).toEqual({});
    expect(errors('edit', { ...EMPTY_THEME })).toEqual({ title: 'عنوان قالب را وارد کنید', link: 'لینک دمو را وارد کنید' });
  });

  it('leaves the https rule to the server: the link is only a hint on the client', () => {
    expect(errors('create', { ...valid, link: 'http://demo.example.com' })).toEqual({});
  });

  it('refuses a file that is not an image, for the image and the mobile image', () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(errors('edit', { ...valid, image: text, mobileImage: text })).toEqual({
      image: 'فقط فایل تصویری پذیرفته می‌شود',
      mobileImage: 'فقط فایل تصویری پذیرفته می‌شود',
    });
  });

  it('needs no description, plan or category', () => {
    expect(errors('create', { ...valid, shortDescription: '', fullDescription: '', planIds: [], categoryIds: [] })).toEqual({});
  });
});

describe('theme input', () => {
  it('trims text and sends empty descriptions as null so an edit clears them', () => {
    expect(
      toThemeInput({ ...valid, title: ' قالب ', shortDescription: '  ', fullDescription: '', planIds: [1, 2], categoryIds: [3] }),
    ).toEqual({
      title: 'قالب',
      link: 'https://demo.example.com',
      shortDescription: null,
      fullDescription: null,
      planIds: [1, 2],
      categoryIds: [3],
    });
  });
});
