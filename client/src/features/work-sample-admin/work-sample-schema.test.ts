import { EMPTY_WORK_SAMPLE, toWorkSampleInput, workSampleSchema, type WorkSampleFormValues } from './work-sample-schema';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'site.png', { type: 'image/png' });

const valid: WorkSampleFormValues = { ...EMPTY_WORK_SAMPLE, domainName: 'example.ir', title: 'فروشگاه نمونه', image: png() };

function errors(mode: 'create' | 'edit', values: WorkSampleFormValues) {
  const result = workSampleSchema(mode).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('work sample form schema', () => {
  it('accepts a sample with an address, a title and an image', () => {
    expect(errors('create', valid)).toEqual({});
  });

  it('asks for the address, the title and the image of a new sample in Persian', () => {
    expect(errors('create', EMPTY_WORK_SAMPLE)).toEqual({
      domainName: 'آدرس سایت را وارد کنید',
      title: 'عنوان را وارد کنید',
      image: 'تصویر نمونه کار را انتخاب کنید',
    });
  });

  it('keeps the stored image when an edit chooses none', () => {
    expect(errors('edit', { ...valid, image: null })).toEqual({});
    expect(errors('edit', { ...EMPTY_WORK_SAMPLE, title: 'عنوان' })).toEqual({ domainName: 'آدرس سایت را وارد کنید' });
  });

  it('needs no description and may be inactive', () => {
    expect(errors('create', { ...valid, description: '', isActive: false })).toEqual({});
  });

  it('refuses a file that is not an image', () => {
    const pdf = new File(['%PDF'], 'site.pdf', { type: 'application/pdf' });
    expect(errors('create', { ...valid, image: pdf })).toEqual({ image: 'فقط فایل تصویری پذیرفته می‌شود' });
  });
});

describe('work sample input', () => {
  it('trims text and sends an empty description as null', () => {
    expect(toWorkSampleInput({ ...valid, domainName: ' example.ir ', description: '  ', isActive: true })).toEqual({
      domainName: 'example.ir',
      title: 'فروشگاه نمونه',
      description: null,
      isActive: true,
      planIds: [],
    });
  });

  it('sends the chosen plans, so an edit that clears them removes them', () => {
    expect(toWorkSampleInput({ ...valid, planIds: [2, 4] }).planIds).toEqual([2, 4]);
    expect(toWorkSampleInput({ ...valid, planIds: [] }).planIds).toEqual([]);
  });
});
