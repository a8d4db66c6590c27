/**
 * @engines sqlite: pure functions (jest.config.js runs such files on one engine).
 */
import { pageWindow, toPage } from 'src/common/pagination/pagination.js';
import { excerpt } from 'src/common/text.js';
import { IsCalendarDate } from 'src/common/validation/is-calendar-date.js';
import { likeTerms } from 'src/common/database/like.js';

describe('paging', () => {
  it('computes the window of a page and the last page, never below 1', () => {
    expect(pageWindow({ page: 3, perPage: 10 }, 15)).toEqual({ page: 3, perPage: 10, skip: 20, take: 10 });
    expect(pageWindow({}, 15)).toEqual({ page: 1, perPage: 15, skip: 0, take: 15 });
    expect(toPage([], 0, 1, 15)).toMatchObject({ total: 0, lastPage: 1, currentPage: 1 });
    expect(toPage([1], 31, 3, 15)).toMatchObject({ total: 31, lastPage: 3 });
  });
});

describe('excerpt', () => {
  it('cuts after the given number of characters and adds an ellipsis only when it cut', () => {
    expect(excerpt('سلام دنیا', 100)).toBe('سلام دنیا');
    expect(excerpt('۱۲۳۴۵۶۷۸۹۰', 4)).toBe('۱۲۳۴…');
    expect(excerpt(null, 4)).toBeNull();
  });
});

describe('calendar dates', () => {
  it('accepts real Gregorian days only', () => {
    const check = new IsCalendarDate();
    expect(check.validate('2024-02-29')).toBe(true);
    expect(check.validate('2023-02-29')).toBe(false);
    expect(check.validate('2024-2-1')).toBe(false);
    expect(check.validate('1403/01/01')).toBe(false);
    // A Jalali date in the Gregorian format must not pass as the year 1403.
    expect(check.validate('1403-01-01')).toBe(false);
  });
});

describe('search terms', () => {
  it('splits words, makes digits Latin and escapes LIKE wildcards', () => {
    expect(likeTerms(' علي  ۰۹۱۲ ')).toEqual(['%علی%', '%0912%']);
    expect(likeTerms('50%_off!')).toEqual(['%50!%!_off!!%']);
    expect(likeTerms('')).toEqual([]);
  });
});
