import { useCallback, useMemo, useState } from 'react';

export type RowKey = string | number;

/** Every record the list's search and filters match, across its pages: for "all N matching". */
export interface MatchingRows<T> {
  total: number;
  loadAll: () => Promise<readonly T[]>;
}

export interface RowSelection<T> {
  /** The selected rows among those on screen, in list order. */
  selectedRows: readonly T[];
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Selects every row on this page, or none when all are selected already. */
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
  someSelected: boolean;
  /** How many records the list's filters match on every page; more than the page's rows when it is paged. */
  matchingTotal: number;
  /** Every matching record is chosen, on this page and the others. */
  allMatching: boolean;
  /** Offered once the whole page is ticked and other pages hold more. */
  selectAllMatching?: () => void;
  /** What a bulk action acts on: the ticked rows, or every matching record when that was chosen. */
  rowsToActOn: () => Promise<readonly T[]>;
  /** How many records a bulk action would act on. */
  count: number;
}

/**
 * Which rows of a list are ticked for a bulk action. Only rows still on screen count: a row
 * deleted, filtered away or on another page drops out of the selection by itself. Select-all
 * takes this page; a paged list that passes `matching` then offers every record that matches.
 */
export function useRowSelection<T>(rows: readonly T[], rowKey: (row: T) => RowKey, matching?: MatchingRows<T>): RowSelection<T> {
  const [keys, setKeys] = useState<ReadonlySet<RowKey>>(() => new Set());
  const [everyMatch, setEveryMatch] = useState(false);
  const selectedRows = useMemo(() => rows.filter((row) => keys.has(rowKey(row))), [rows, keys, rowKey]);
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;
  const matchingTotal = Math.max(matching?.total ?? rows.length, rows.length);
  const allMatching = everyMatch && allSelected && matchingTotal > rows.length;

  const toggle = useCallback(
    (row: T) => {
      setEveryMatch(false);
      setKeys((current) => {
        const next = new Set(current);
        const key = rowKey(row);
        if (!next.delete(key)) next.add(key);
        return next;
      });
    },
    [rowKey],
  );

  return {
    selectedRows,
    isSelected: (row) => keys.has(rowKey(row)),
    toggle,
    toggleAll: () => {
      setEveryMatch(false);
      setKeys(allSelected ? new Set() : new Set(rows.map(rowKey)));
    },
    clear: () => {
      setEveryMatch(false);
      setKeys(new Set());
    },
    allSelected,
    someSelected: selectedRows.length > 0,
    matchingTotal,
    allMatching,
    selectAllMatching: matching && allSelected && matchingTotal > rows.length && !allMatching ? () => setEveryMatch(true) : undefined,
    rowsToActOn: () => (allMatching && matching ? matching.loadAll() : Promise.resolve(selectedRows)),
    count: allMatching ? matchingTotal : selectedRows.length,
  };
}

/** The key of every row that has an id: one function, so the selection's memo holds across renders. */
export const rowId = (row: { id: number }): number => row.id;

/** Reads every page of a paged list, `perPage` at a time, for an action on all matching records. */
export async function loadEveryPage<T>(readPage: (page: number) => Promise<{ items: readonly T[]; lastPage: number }>): Promise<T[]> {
  const first = await readPage(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.lastPage - 1) }, (_, index) => readPage(index + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}
