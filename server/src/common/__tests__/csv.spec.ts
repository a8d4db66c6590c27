/**
 * @engines sqlite: a pure function (jest.config.js runs such files on one engine).
 */
import { csvField, csvRecord } from '../csv/csv.js';

describe('CSV fields', () => {
  it('leaves plain text, Persian and numbers as they are', () => {
    expect(csvRecord(['علی', 'a b', 42, null, undefined, ''])).toBe('علی,a b,42,,,\r\n');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('گفت "سلام"')).toBe('"گفت ""سلام"""');
    expect(csvField('خط\nدوم')).toBe('"خط\nدوم"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before text a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+98', '-2', '@SUM(A1)', '\tx', '\r=1'].map(csvField)).toEqual([
      "'=1+1",
      "'+98",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      `"'\r=1"`,
    ]);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    // Only a first character counts; a number is a number.
    expect([csvField('a=1'), csvField('۰۹۱۲-۳'), csvField(-5)]).toEqual(['a=1', '۰۹۱۲-۳', '-5']);
  });
});
