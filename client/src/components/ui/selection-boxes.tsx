import Checkbox from '@mui/material/Checkbox';
import type { RowSelection } from '@/lib/use-row-selection';

/** Ticks every row on this page, or none when all are ticked; the bar then offers every matching record. */
export function SelectAllBox<T>({ state }: { state: RowSelection<T> }) {
  return (
    <Checkbox
      checked={state.allSelected}
      indeterminate={state.someSelected && !state.allSelected}
      onChange={state.toggleAll}
      slotProps={{ input: { 'aria-label': 'انتخاب همه ردیف‌های این صفحه' } }}
    />
  );
}

/** One row's tick, named by the row for screen readers. */
export function RowBox<T>({ row, state, rowName }: { row: T; state: RowSelection<T>; rowName: (row: T) => string }) {
  return (
    <Checkbox
      checked={state.isSelected(row)}
      onChange={() => state.toggle(row)}
      slotProps={{ input: { 'aria-label': `انتخاب ${rowName(row)}` } }}
    />
  );
}
