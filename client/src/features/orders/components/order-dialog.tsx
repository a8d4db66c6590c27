import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { OrderForm, type OrderSubject } from './order-form';

export function OrderDialog({ open, onClose, subject }: { open: boolean; onClose: () => void; subject?: OrderSubject }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-dialog-title">
      <DialogTitle id="order-dialog-title" sx={{ pr: 6 }}>
        درخواست طراحی سایت
        <IconButton aria-label="بستن" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* MUI drops the content's top padding after a title, which cuts the first outlined label in half. */}
      <DialogContent sx={{ '&&': { pt: 1.5 } }}>
        <OrderForm autoFocus onDone={onClose} subject={subject} />
      </DialogContent>
    </Dialog>
  );
}
