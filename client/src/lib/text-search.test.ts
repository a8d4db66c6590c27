import { matchesSearch } from './text-search';

describe('matchesSearch', () => {
  it('needs every word somewhere in the fields', () => {
    expect(matchesSearch('قالب فروشگاه', ['قالب طلایی', 'فروشگاه لباس'])).toBe(true);
    expect(matchesSearch('قالب خبری', ['قالب طلایی', 'فروشگاه لباس'])).toBe(false);
  });

  it('reads Arabic letters and Persian or Arabic digits as their Persian and Latin kin, and ignores case', () => {
    expect(matchesSearch('كيك', ['کیک خانگی'])).toBe(true);
    expect(matchesSearch('۰۹۱۲', ['09121234567'])).toBe(true);
    expect(matchesSearch('٠٩١٢', ['09121234567'])).toBe(true);
    expect(matchesSearch('SHOP', ['my-shop.ir'])).toBe(true);
  });

  it('matches everything for an empty query and skips missing fields', () => {
    expect(matchesSearch('  ', [null])).toBe(true);
    expect(matchesSearch('x', [null, undefined])).toBe(false);
  });
});
