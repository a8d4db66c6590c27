import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  /** A second paragraph, such as what a delete does to other records. */
  detail?: ReactNode;
  confirmLabel?: string;
  /** Red for a delete (the default), the main colour for a change that can be undone. */
  confirmColor?: 'error' | 'primary';
  /**
   * Why the action would be refused (a customer who still has plans): shown in place of the
   * question, and nothing is offered but closing, rather than a button the server will refuse.
   */
  refusal?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The one question before a delete or leaving unsaved work (docs/ARCHITECTURE.md §5: 'آیا مطمن هستنید؟' before a delete). */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel = 'حذف',
  confirmColor = 'error',
  refusal,
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={title ? `${id}-title` : undefined}
      // The name goes where role="dialog" is: on the paper (MUI moves aria-labelledby there itself, not aria-label).
      slotProps={title ? undefined : { paper: { 'aria-label': 'تأیید' } }}
      aria-describedby={`${id}-message`}
    >
      {title && (
        <DialogTitle id={`${id}-title`} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </DialogTitle>
      )}
      {/* Focusable, so a keyboard can scroll a long question (names of 150 characters, many rows). */}
      <DialogContent tabIndex={0} sx={{ overflowWrap: 'anywhere' }}>
        <DialogContentText id={`${id}-message`} sx={{ color: 'text.primary' }}>
          {refusal ?? message}
        </DialogContentText>
        {detail && !refusal && (
          <DialogContentText sx={{ color: 'text.primary', mt: 1.5 }} data-testid="delete-usage">
            {detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {refusal ? 'بستن' : 'انصراف'}
        </Button>
        {!refusal && (
          <Button onClick={onConfirm} disabled={busy} color={confirmColor} variant="contained">
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
