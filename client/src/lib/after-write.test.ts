import { holdsType } from './after-write';

describe('holdsType', () => {
  it('finds the type in a list, a page of items and a nested relation', () => {
    expect(holdsType({ categories: [{ __typename: 'Category', id: 1 }] }, 'Category')).toBe(true);
    expect(holdsType({ customers: { __typename: 'CustomerPage', items: [{ __typename: 'Customer', id: 2 }] } }, 'Customer')).toBe(true);
    expect(holdsType({ themes: [{ __typename: 'Theme', plans: [{ __typename: 'Plan', id: 3 }] }] }, 'Plan')).toBe(true);
  });

  it('leaves answers without the type alone', () => {
    expect(holdsType({ me: { __typename: 'AdminUser', id: 1 } }, 'Category')).toBe(false);
    expect(holdsType({ categories: [] }, 'Category')).toBe(false);
    expect(holdsType(undefined, 'Category')).toBe(false);
  });
});
