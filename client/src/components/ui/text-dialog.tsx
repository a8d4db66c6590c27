import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface TextDialogProps {
  open: boolean;
  title: string;
  text: string | null | undefined;
  /** Access details and the like are read left to right. */
  dir?: 'rtl' | 'ltr';
  onClose: () => void;
}

/** The full text behind a shortened cell (an expert note, a request's description). */
export function TextDialog({ open, title, text, dir = 'rtl', onClose }: TextDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {/* Focusable, so a keyboard can scroll a long note. */}
      <DialogContent tabIndex={0}>
        <Typography dir={dir} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: dir === 'ltr' ? 'left' : 'right' }}>
          {text?.trim() ? text : 'توضیحی ثبت نشده است.'}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>بستن</Button>
      </DialogActions>
    </Dialog>
  );
}
