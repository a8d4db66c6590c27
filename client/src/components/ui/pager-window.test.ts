import { pagerWindow } from './pager-window';

describe('pagerWindow', () => {
  it('shows every page when there are few', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first 3, the last 3 and 2 around the current page, with gaps between', () => {
    expect(pagerWindow(10, 20)).toEqual([1, 2, 3, 'gap', 8, 9, 10, 11, 12, 'gap', 18, 19, 20]);
  });

  it('joins the window to the edges without a gap when they touch', () => {
    expect(pagerWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 18, 19, 20]);
    expect(pagerWindow(1, 20)).toEqual([1, 2, 3, 'gap', 18, 19, 20]);
    expect(pagerWindow(20, 20)).toEqual([1, 2, 3, 'gap', 18, 19, 20]);
  });
});
