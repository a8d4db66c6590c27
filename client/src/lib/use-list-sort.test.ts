import { parseSortParam, sortRows } from './use-list-sort';

describe('list sort order', () => {
  it('reads a column key, ascending, or descending after a minus, and refuses anything else', () => {
    expect(parseSortParam('title')).toEqual({ key: 'title', direction: 'asc' });
    expect(parseSortParam('-listPrice')).toEqual({ key: 'listPrice', direction: 'desc' });
    expect(parseSortParam('')).toBeNull();
    expect(parseSortParam('--title')).toBeNull();
    expect(parseSortParam('title;drop')).toBeNull();
  });

  it('orders Persian text by Persian collation and numbers as numbers, with empty values last either way', () => {
    const rows = [
      { t: 'ژاله', n: 10 },
      { t: 'آرش', n: 9 },
      { t: 'پویا', n: null },
      { t: 'بهار', n: 100 },
    ];
    expect(sortRows(rows, { key: 't', direction: 'asc' }, (r) => r.t).map((r) => r.t)).toEqual(['آرش', 'بهار', 'پویا', 'ژاله']);
    expect(sortRows(rows, { key: 'n', direction: 'asc' }, (r) => r.n).map((r) => r.n)).toEqual([9, 10, 100, null]);
    expect(sortRows(rows, { key: 'n', direction: 'desc' }, (r) => r.n).map((r) => r.n)).toEqual([100, 10, 9, null]);
  });

  it('leaves the rows as they came when no order is asked', () => {
    const rows = [{ t: 'ب' }, { t: 'ا' }];
    expect(sortRows(rows, null, (r) => r.t)).toBe(rows);
  });
});
