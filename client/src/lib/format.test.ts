import { domainLabel, domainUrl, formatTomans, normaliseMobile, toLatinDigits, toPersianDigits } from './format';

describe('format', () => {
  it('writes prices with Persian digits, thousands separators and the word toman', () => {
    expect(formatTomans(7_700_000)).toBe('۷٬۷۰۰٬۰۰۰ تومان');
    expect(formatTomans(null)).toBe('توافقی');
    expect(formatTomans(undefined, '-')).toBe('-');
  });

  it('converts digits both ways', () => {
    expect(toLatinDigits('۰۹۱۲ ٣٤٥')).toBe('0912 345');
    expect(toPersianDigits(1403)).toBe('۱۴۰۳');
  });

  it('accepts an Iranian mobile however it is typed and refuses anything else', () => {
    for (const typed of ['۰۹۱۲۳۴۵۶۷۸۹', '٠٩١٢٣٤٥٦٧٨٩', '+98 912 345 6789', '9123456789', '0912-345-6789']) {
      expect(normaliseMobile(typed)).toBe('09123456789');
    }
    expect(normaliseMobile('02188776655')).toBeNull();
    expect(normaliseMobile('0912345678')).toBeNull();
  });

  it('prefixes https:// on domains without a scheme and shows them without one', () => {
    expect(domainUrl('test.ir')).toBe('https://test.ir');
    expect(domainUrl('http://test.ir')).toBe('http://test.ir');
    expect(domainLabel('https://test.ir/')).toBe('test.ir');
  });
});
