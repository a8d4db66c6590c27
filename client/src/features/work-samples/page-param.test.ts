import { pageFromSearch, searchForPage } from './page-param';

describe('pageFromSearch', () => {
  it('reads a positive page number', () => {
    expect(pageFromSearch(new URLSearchParams('page=2'))).toBe(2);
    expect(pageFromSearch(new URLSearchParams('page=15'))).toBe(15);
  });

  it('falls back to the first page for anything else', () => {
    for (const query of ['', 'page=', 'page=0', 'page=-3', 'page=abc', 'page=1.5', 'page=99999999999999999999']) {
      expect(pageFromSearch(new URLSearchParams(query))).toBe(1);
    }
  });
});

describe('searchForPage', () => {
  it('sets the page and keeps other parameters', () => {
    expect(searchForPage(3, new URLSearchParams('ref=home')).toString()).toBe('ref=home&page=3');
  });

  it('leaves the first page without a parameter', () => {
    expect(searchForPage(1, new URLSearchParams('page=4&ref=home')).toString()).toBe('ref=home');
  });
});
