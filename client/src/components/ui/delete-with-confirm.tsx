import { useApolloClient } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { closeSnackbar, useSnackbar, type SnackbarKey } from 'notistack';
import { useId, useState } from 'react';
import { useSaveFeedback } from '@/lib/use-save-feedback';

/**
 * How long the snackbar offers "بازگردانی". Shorter than the server's undo window (30 s,
 * UNDO_WINDOW_MS), so a click at the last moment still lands inside it.
 */
export const UNDO_OFFER_MS = 25_000;

export interface DeleteWithConfirmProps {
  /** The record as staff know it: named by the button, the question and nothing else. */
  name: string;
  /** The cache entry the delete removes from every list on screen. */
  record: { __typename: string; id: number };
  /** The snackbar after the delete, e.g. 'دسته‌بندی حذف شد'. */
  deletedMessage: string;
  /** The button's accessible name; `حذف <name>` unless given. */
  label?: string;
  size?: 'small' | 'medium';
  onDelete: () => Promise<unknown>;
  /** Without it the delete cannot be undone (customers) and the snackbar offers nothing. */
  onRestore?: () => Promise<unknown>;
  /** What the delete does to other records, asked when the dialog opens; null when nothing. */
  loadUsage?: () => Promise<string | null>;
}

/**
 * The one delete of every back-office list (as react-admin's DeleteWithConfirmButton): asks
 * with the record's name and what it touches, deletes, drops it from the Apollo cache, and offers
 * an undo for a few seconds that restores it and fetches the lists on screen again.
 */
export function DeleteWithConfirm({ name, record, deletedMessage, label, size, onDelete, onRestore, loadUsage }: DeleteWithConfirmProps) {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const { success, failure } = useSaveFeedback();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [usage, setUsage] = useState<string | null>(null);
  const messageId = useId();

  function ask() {
    setUsage(null);
    setOpen(true);
    loadUsage?.().then(setUsage, () => setUsage(null));
  }

  async function restore(key: SnackbarKey) {
    closeSnackbar(key);
    try {
      await onRestore?.();
      await client.refetchQueries({ include: 'active' });
      success(`«${name}» بازگردانده شد`);
    } catch (error) {
      failure(error);
    }
  }

  async function confirm() {
    setBusy(true);
    try {
      await onDelete();
      client.cache.evict({ id: client.cache.identify(record) });
      client.cache.gc();
      setOpen(false);
      if (onRestore) {
        enqueueSnackbar(deletedMessage, {
          variant: 'success',
          autoHideDuration: UNDO_OFFER_MS,
          action: (key) => (
            <Button color="inherit" size="small" onClick={() => void restore(key)}>
              بازگردانی
            </Button>
          ),
        });
      } else {
        success(deletedMessage);
      }
    } catch (error) {
      setOpen(false);
      failure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Tooltip title="حذف">
        <IconButton color="error" size={size} aria-label={label ?? `حذف ${name}`} onClick={ask}>
          <DeleteIcon fontSize={size === 'small' ? 'small' : undefined} />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={busy ? undefined : () => setOpen(false)}
        aria-labelledby={`${messageId}-title`}
        aria-describedby={messageId}
      >
        <DialogTitle id={`${messageId}-title`}>حذف «{name}»</DialogTitle>
        <DialogContent>
          <DialogContentText id={messageId} sx={{ color: 'text.primary' }}>
            آیا مطمن هستنید؟ «{name}» حذف می‌شود{onRestore ? ' و تا چند ثانیه پس از آن می‌توانید آن را بازگردانید.' : '.'}
          </DialogContentText>
          {usage && (
            <DialogContentText sx={{ color: 'text.primary', mt: 1.5 }} data-testid="delete-usage">
              {usage}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy} color="inherit">
            انصراف
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} color="error" variant="contained">
            حذف
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
