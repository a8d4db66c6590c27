// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { recentDeletes, UNDO_OFFER_MS, useRecentDeletes } from './recent-deletes';

describe('recent deletes', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'سارا', family: 'رضایی', email: 's@example.com', roles: ['admin'] }));
  });

  it("keeps each admin's undoable deletes until their offer ends, and only theirs", () => {
    const now = Date.now();
    recentDeletes.add([
      { typename: 'Category', id: 1, name: 'فروشگاهی', until: now + UNDO_OFFER_MS },
      { typename: 'Plan', id: 2, name: 'طلایی', until: now - 1 },
    ]);
    expect(recentDeletes.list().map((entry) => entry.name)).toEqual(['فروشگاهی']);
    expect(recentDeletes.offered({ typename: 'Category', id: 1 })).toBe(true);
    expect(recentDeletes.list(now + UNDO_OFFER_MS + 1)).toEqual([]);

    localStorage.setItem('user', JSON.stringify({ id: 8, name: 'علی', family: 'کاظمی', email: 'a@example.com', roles: ['admin'] }));
    expect(recentDeletes.list()).toEqual([]);
    localStorage.setItem('user', JSON.stringify({ id: 7, name: 'سارا', family: 'رضایی', email: 's@example.com', roles: ['admin'] }));
    recentDeletes.remove([{ typename: 'Category', id: 1 }]);
    expect(recentDeletes.offered({ typename: 'Category', id: 1 })).toBe(false);
  });

  it('renders a signed-out shell (logout on its way) once, not in a loop of new empty lists', () => {
    localStorage.removeItem('user');
    const renders = { count: 0 };
    function Offers() {
      renders.count += 1;
      return <span>{useRecentDeletes().length}</span>;
    }
    const { rerender } = render(<Offers />);
    rerender(<Offers />);
    expect(renders.count).toBe(2);
  });
});
