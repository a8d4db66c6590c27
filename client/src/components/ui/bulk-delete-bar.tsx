import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useId, useState } from 'react';
import { describeApiError } from '@/lib/api-error';
import { formatNumber } from '@/lib/format';
import type { RowSelection } from '@/lib/use-row-selection';
import { BulkBar } from './bulk-bar';
import { UNDO_OFFER_MS } from './delete-with-confirm';

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
 * Deletes the ticked rows, each with the single delete's own rules (a row the server refuses,
 * such as a customer with plans, stays and is reported with the reason), then offers one undo
 * for all of them, as DeleteWithConfirm does for one.
 */
export function BulkDeleteBar<T extends { id: number }>({
  selection,
  typename,
  noun,
  rowName,
  onDelete,
  onRestore,
}: BulkDeleteBarProps<T>) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const rows = selection.selectedRows;
  const names = rows.slice(0, NAMES_SHOWN).map((row) => `«${rowName(row)}»`);
  const more = rows.length - names.length;

  async function restore(key: SnackbarKey, ids: number[]) {
    closeSnackbar(key);
    const results = await Promise.allSettled(ids.map((id) => onRestore!(id)));
    await client.refetchQueries({ include: 'active' });
    const restored = reportRefusals(results, 'بازگردانده نشد');
    if (restored > 0) enqueueSnackbar(`${formatNumber(restored)} ${noun} بازگردانده شد`, { variant: 'success' });
  }

  /** Tells how many the server refused, with the first reason; returns how many went through. */
  function reportRefusals(results: PromiseSettledResult<unknown>[], notDone: string): number {
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    const succeeded = results.length - refused.length;
    if (refused.length > 0) {
      const reason = describeApiError(refused[0].reason).message;
      enqueueSnackbar(`${formatNumber(refused.length)} ${noun} ${notDone}: ${reason}`, { variant: 'error' });
    }
    return succeeded;
  }

  async function confirm() {
    setBusy(true);
    const doomed = [...rows];
    const results = await Promise.allSettled(doomed.map((row) => onDelete(row.id)));
    const deleted = doomed.filter((_, index) => results[index].status === 'fulfilled').map((row) => row.id);
    for (const id of deleted) client.cache.evict({ id: client.cache.identify({ __typename: typename, id }) });
    client.cache.gc();
    setBusy(false);
    setOpen(false);
    selection.clear();
    reportRefusals(results, 'حذف نشد');
    if (deleted.length === 0) return;
    const message = `${formatNumber(deleted.length)} ${noun} حذف شد`;
    enqueueSnackbar(message, {
      variant: 'success',
      ...(onRestore && {
        autoHideDuration: UNDO_OFFER_MS,
        action: (key: SnackbarKey) => (
          <Button color="inherit" size="small" onClick={() => void restore(key, deleted)}>
            بازگردانی
          </Button>
        ),
      }),
    });
  }

  return (
    <>
      <BulkBar selection={selection} noun={noun}>
        <Button color="error" variant="contained" size="small" onClick={() => setOpen(true)}>
          حذف انتخاب‌شده‌ها
        </Button>
      </BulkBar>
      <Dialog open={open} onClose={busy ? undefined : () => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          حذف {formatNumber(rows.length)} {noun}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ color: 'text.primary' }}>
            آیا مطمن هستنید؟ {names.join('، ')}
            {more > 0 && ` و ${formatNumber(more)} مورد دیگر`} حذف می‌شوند
            {onRestore ? ' و تا چند ثانیه پس از آن می‌توانید همه را بازگردانید.' : '.'}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} color="inherit">
            انصراف
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} color="error" variant="contained">
            حذف همه
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
