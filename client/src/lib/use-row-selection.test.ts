// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { rowId, useRowSelection } from './use-row-selection';

const page = [{ id: 1 }, { id: 2 }, { id: 3 }];
const everyMatch = [...page, { id: 4 }, { id: 5 }];

describe('row selection', () => {
  it('select-all takes this page, then offers every matching record and acts on them all', async () => {
    const { result } = renderHook(() => useRowSelection(page, rowId, { total: 5, loadAll: () => Promise.resolve(everyMatch) }));
    expect(result.current.selectAllMatching).toBeUndefined();
    act(() => result.current.toggleAll());
    expect(result.current.selectedRows).toHaveLength(3);
    expect(result.current.count).toBe(3);
    expect(await result.current.rowsToActOn()).toEqual(page);

    act(() => result.current.selectAllMatching!());
    expect(result.current.allMatching).toBe(true);
    expect(result.current.count).toBe(5);
    expect(await result.current.rowsToActOn()).toEqual(everyMatch);

    // Unticking one row goes back to the rows on screen.
    act(() => result.current.toggle(page[0]));
    expect(result.current.allMatching).toBe(false);
    expect(await result.current.rowsToActOn()).toEqual(page.slice(1));
  });

  it('offers nothing more when the page holds every match', () => {
    const { result } = renderHook(() => useRowSelection(page, rowId, { total: 3, loadAll: () => Promise.resolve(page) }));
    act(() => result.current.toggleAll());
    expect(result.current.selectAllMatching).toBeUndefined();
  });
});
