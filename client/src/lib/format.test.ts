import {
  domainLabel,
  domainUrl,
  formatJalaliDate,
  formatJalaliDateTime,
  formatNumber,
  formatTomans,
  normalizeMobile,
  parseCalendarDate,
  parseWholeNumber,
  tehranMoment,
  toCalendarDate,
  toLatinDigits,
  toPersianDigits,
} from './format';

describe('format', () => {
  it('writes prices with Persian digits, thousands separators and the word toman', () => {
    expect(formatTomans(7_700_000)).toBe('۷٬۷۰۰٬۰۰۰ تومان');
    expect(formatTomans(null)).toBe('توافقی');
    expect(formatTomans(undefined, '-')).toBe('-');
  });

  it('writes every number as Intl does for fa-IR, whole numbers without loading its data', () => {
    const intl = new Intl.NumberFormat('fa-IR', { useGrouping: true });
    const values = [
      0,
      7,
      12,
      999,
      1000,
      12_345,
      100_000,
      7_700_000,
      1_234_567_890,
      Number.MAX_SAFE_INTEGER,
      -5,
      -12_000,
      2.5,
      1234.567,
      1e21,
    ];
    for (let power = 1; power < 1e15; power *= 7) values.push(power, power + 1);
    for (const value of values) expect(formatNumber(value)).toBe(intl.format(value));
  });

  it('converts digits both ways', () => {
    expect(toLatinDigits('۰۹۱۲ ٣٤٥')).toBe('0912 345');
    expect(toPersianDigits(1403)).toBe('۱۴۰۳');
  });

  it('accepts an Iranian mobile however it is typed and refuses anything else', () => {
    for (const typed of ['۰۹۱۲۳۴۵۶۷۸۹', '٠٩١٢٣٤٥٦٧٨٩', '+98 912 345 6789', '9123456789', '0912-345-6789']) {
      expect(normalizeMobile(typed)).toBe('09123456789');
    }
    expect(normalizeMobile('02188776655')).toBeNull();
    expect(normalizeMobile('0912345678')).toBeNull();
  });

  it('prefixes https:// on domains without a scheme and shows them without one', () => {
    expect(domainUrl('test.ir')).toBe('https://test.ir');
    expect(domainUrl('http://test.ir')).toBe('http://test.ir');
    expect(domainLabel('https://test.ir/')).toBe('test.ir');
  });

  it('shows calendar dates in the Jalali calendar with Persian digits', () => {
    expect(formatJalaliDate('2024-03-20')).toBe('۱۴۰۳/۰۱/۰۱');
    expect(formatJalaliDate('2025-03-20')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(formatJalaliDate(null)).toBe('-');
    expect(formatJalaliDate('not a date')).toBe('-');
    expect(formatJalaliDateTime(new Date('2024-03-20T10:35:00Z'))).toBe('۱۴۰۳/۰۱/۰۱، ۱۴:۰۵');
  });

  it("shows moments on Tehran's clock and day whatever the browser's zone", () => {
    // 01:44 in Tehran on 5 Azar 1405 is 25 November in UTC and further west.
    expect(formatJalaliDateTime('2026-11-25T22:14:00Z')).toBe('۱۴۰۵/۰۹/۰۵، ۰۱:۴۴');
    expect(formatJalaliDate('2026-11-25T22:14:00.000Z')).toBe('۱۴۰۵/۰۹/۰۵');
  });

  it("turns a Tehran day and time typed in any digits into the moment, whatever the browser's zone", () => {
    expect(tehranMoment('2026-11-26', '۱۶:۳۰')).toBe('2026-11-26T13:00:00.000Z');
    expect(tehranMoment('2026-11-26', '0:05')).toBe('2026-11-25T20:35:00.000Z');
    expect(tehranMoment('2026-11-26', '٢٣:٥٩')).toBe('2026-11-26T20:29:00.000Z');
    expect(tehranMoment('2026-11-26', '24:00')).toBeNull();
    expect(tehranMoment('2026-11-26', 'عصر')).toBeNull();
  });

  it('reads API calendar dates as that local day and writes them back unchanged', () => {
    const date = parseCalendarDate('2024-12-31')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2024, 11, 31]);
    expect(toCalendarDate(date)).toBe('2024-12-31');
    expect(parseCalendarDate('1403-1-1')).toBeNull();
  });

  it('reads amounts typed in any digits, with or without separators', () => {
    expect(parseWholeNumber('۱۲۰۰۰۰۰')).toBe(1_200_000);
    expect(parseWholeNumber('۷٬۷۰۰٬۰۰۰')).toBe(7_700_000);
    expect(parseWholeNumber('7,700,000')).toBe(7_700_000);
    expect(parseWholeNumber('  ')).toBeNull();
    expect(parseWholeNumber('12a')).toBeNaN();
  });
});
