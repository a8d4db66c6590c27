import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime } from '@/lib/format';
import type { AdminOrder } from '../use-admin-orders';

/** The next call, if one is set, and the way into the request's calls and notes. */
export function FollowUpCell({ order, onOpen }: { order: AdminOrder; onOpen: (order: AdminOrder) => void }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {order.nextCallAt && (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          تماس بعدی: {formatJalaliDateTime(order.nextCallAt)}
        </Typography>
      )}
      <Button size="small" variant="outlined" onClick={() => onOpen(order)} aria-label={`تماس‌ها و یادداشت‌های ${order.fullName}`}>
        تماس‌ها
      </Button>
    </Stack>
  );
}
