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
      aria-describedby={`${id}-message`}
    >
      {title && <DialogTitle id={`${id}-title`}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={`${id}-message`} sx={{ color: 'text.primary' }}>
          {message}
        </DialogContentText>
        {detail && (
          <DialogContentText sx={{ color: 'text.primary', mt: 1.5 }} data-testid="delete-usage">
            {detail}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} color="inherit">
          انصراف
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
