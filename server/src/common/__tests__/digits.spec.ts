/**
 * @engines sqlite: pure functions (jest.config.js runs such files on one engine).
 */
import { IRAN_MOBILE, normalizePersianText, normalizePhone, toLatinDigits, toPersianDigits } from '@site-builder/rules';

describe('digit and text normalisation', () => {
  it('turns Persian and Arabic-Indic digits into Latin ones and leaves the rest alone', () => {
    expect(toLatinDigits('۰۹۱۲ ٣٤٥ abc 67')).toBe('0912 345 abc 67');
  });

  it('writes numbers for Persian messages in Persian digits', () => {
    expect(toPersianDigits(191)).toBe('۱۹۱');
    expect(toPersianDigits('999998، 999999')).toBe('۹۹۹۹۹۸، ۹۹۹۹۹۹');
  });

  it('writes Iranian mobile numbers in their national form whatever the user typed', () => {
    for (const typed of ['۰۹۱۲۳۴۵۶۷۸۹', '+989123456789', '00989123456789', '989123456789', '9123456789', '0912-345 67 89']) {
      expect(normalizePhone(typed)).toBe('09123456789');
    }
    expect(IRAN_MOBILE.test(normalizePhone('۰۲۱۸۸۷۷۶۶۵۵'))).toBe(false);
  });

  it('unifies Arabic yeh and kaf with their Persian forms', () => {
    expect(normalizePersianText('  علي كريمي ')).toBe('علی کریمی');
  });
});
