import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminOrder } from '../use-admin-orders';

/** The short description; clicking it shows the whole text (docs/ARCHITECTURE.md §2). */
export function OrderDescriptionButton({ order, onOpen }: { order: AdminOrder; onOpen: (order: AdminOrder) => void }) {
  const short = order.shortDescription?.trim() || order.description?.trim();
  if (!short) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        -
      </Typography>
    );
  }
  return (
    <Button
      variant="text"
      size="small"
      onClick={() => onOpen(order)}
      // The name starts with what is shown (speech input users say what they see), then says what it opens.
      aria-label={`${short}، توضیحات کامل ${order.fullName}`}
      sx={{ p: 0.5, minWidth: 0, textAlign: 'start', justifyContent: 'flex-start', fontWeight: 400, overflowWrap: 'anywhere' }}
    >
      {short}
    </Button>
  );
}
