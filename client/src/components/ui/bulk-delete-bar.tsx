import Button from '@mui/material/Button';
import { useState } from 'react';
import { formatNumber } from '@/lib/format';
import { useDeleteWithUndo } from '@/lib/use-delete-with-undo';
import type { RowSelection } from '@/lib/use-row-selection';
import { BulkBar } from './bulk-bar';
import { ConfirmDialog } from './confirm-dialog';

/** How many names the question lists before "and n more". */
const NAMES_SHOWN = 5;

interface BulkDeleteBarProps<T extends { id: number }> {
  selection: RowSelection<T>;
  /** The Apollo type of the rows, for evicting the deleted ones from every list on screen. */
  typename: string;
  /** What one row is, e.g. 'دسته‌بندی'. */
  noun: string;
  rowName: (row: T) => string;
  onDelete: (id: number) => Promise<unknown>;
  /** Without it the deletes cannot be undone and the snackbar offers nothing. */
  onRestore?: (id: number) => Promise<unknown>;
}

/**
 * Deletes the ticked rows through useDeleteWithUndo, each with the single delete's own rules (a
 * row the server refuses, such as a customer with plans, stays and is reported with the reason),
 * with one undo for all of them.
 */
export function BulkDeleteBar<T extends { id: number }>({
  selection,
  typename,
  noun,
  rowName,
  onDelete,
  onRestore,
}: BulkDeleteBarProps<T>) {
  const deleteWithUndo = useDeleteWithUndo();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selection.count;
  const names = selection.selectedRows.slice(0, NAMES_SHOWN).map((row) => `«${rowName(row)}»`);
  const more = count - names.length;
  const counted = (count: number, what: string) => `${formatNumber(count)} ${noun} ${what}`;

  async function confirm() {
    setBusy(true);
    const rows = await selection.rowsToActOn();
    await deleteWithUndo({
      typename,
      ids: rows.map((row) => row.id),
      name: (id) => {
        const row = rows.find((candidate) => candidate.id === id);
        return row ? rowName(row) : String(id);
      },
      onDelete,
      onRestore,
      wording: {
        deleted: (count) => counted(count, 'حذف شد'),
        restored: (count) => counted(count, 'بازگردانده شد'),
        notDeleted: (count) => counted(count, 'حذف نشد'),
        notRestored: (count) => counted(count, 'بازگردانده نشد'),
      },
    });
    setBusy(false);
    setOpen(false);
    selection.clear();
  }

  return (
    <>
      <BulkBar selection={selection} noun={noun}>
        <Button color="error" variant="contained" size="small" onClick={() => setOpen(true)}>
          حذف انتخاب‌شده‌ها
        </Button>
      </BulkBar>
      <ConfirmDialog
        open={open}
        title={`حذف ${formatNumber(count)} ${noun}`}
        message={
          `آیا مطمن هستنید؟ ${names.join('، ')}${more > 0 ? ` و ${formatNumber(more)} مورد دیگر` : ''} حذف می‌شوند` +
          (onRestore ? ' و تا چند ثانیه پس از آن می‌توانید همه را بازگردانید.' : '.')
        }
        confirmLabel="حذف همه"
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
