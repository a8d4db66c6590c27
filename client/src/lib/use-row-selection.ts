import { useCallback, useMemo, useState } from 'react';

export type RowKey = string | number;

export interface RowSelection<T> {
  /** The selected rows among those on screen, in list order. */
  selectedRows: readonly T[];
  isSelected: (row: T) => boolean;
  toggle: (row: T) => void;
  /** Selects every row on screen, or none when all are selected already. */
  toggleAll: () => void;
  clear: () => void;
  allSelected: boolean;
  someSelected: boolean;
}

/**
 * Which rows of a list are ticked for a bulk action. Only rows still on screen count: a row
 * deleted, filtered away or on another page drops out of the selection by itself.
 */
export function useRowSelection<T>(rows: readonly T[], rowKey: (row: T) => RowKey): RowSelection<T> {
  const [keys, setKeys] = useState<ReadonlySet<RowKey>>(() => new Set());
  const selectedRows = useMemo(() => rows.filter((row) => keys.has(rowKey(row))), [rows, keys, rowKey]);
  const allSelected = rows.length > 0 && selectedRows.length === rows.length;

  const toggle = useCallback(
    (row: T) =>
      setKeys((current) => {
        const next = new Set(current);
        const key = rowKey(row);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [rowKey],
  );

  return {
    selectedRows,
    isSelected: (row) => keys.has(rowKey(row)),
    toggle,
    toggleAll: () => setKeys(allSelected ? new Set() : new Set(rows.map(rowKey))),
    clear: () => setKeys(new Set()),
    allSelected,
    someSelected: selectedRows.length > 0,
  };
}

/** The key of every row that has an id: one function, so the selection's memo holds across renders. */
export const rowId = (row: { id: number }): number => row.id;
