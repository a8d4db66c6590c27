import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { toPersianDigits } from '@/lib/format';
import { PhoneLink } from '@/components/ui/phone-link';
import { paths } from '@/config/paths';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import type { AdminOrder } from '../use-admin-orders';
import { useAddTimelineEntry, useOrderTimeline } from '../use-order-timeline';
import { firstContactSummary } from '../first-contact-summary';
import { FirstContactCountdown } from './first-contact-countdown';
import { OrderCallForm } from './order-call-form';
import { OrderTimelineList } from './order-timeline-list';

/** A request's call log: log a call or a note, and read what happened so far. Full screen on phones. */
export function OrderTimelineDialog({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const timeline = useOrderTimeline(order.id);
  const addEntry = useAddTimelineEntry();
  const { success } = useSaveFeedback();

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="order-timeline-title">
      <DialogTitle id="order-timeline-title">تماس‌ها و یادداشت‌های {order.fullName}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          شماره تماس: <PhoneLink phone={order.phoneNumber} label={`تماس با ${order.fullName}`} />
        </Typography>
        <Typography variant="body2" sx={{ mb: 0.5 }} data-testid="order-reference">
          کد پیگیری: {toPersianDigits(order.reference)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: order.firstContactAt ? 2 : 0 }}>
          {firstContactSummary(order)}
        </Typography>
        <Box sx={{ mb: order.firstContactAt ? 0 : 2 }}>
          <FirstContactCountdown order={order} inline />
        </Box>
        <OrderCallForm
          onSave={async (values) => {
            await addEntry({ orderId: order.id, ...values });
            success(values.outcome ? 'تماس ثبت شد' : 'یادداشت ثبت شد');
          }}
        />
        <Divider sx={{ my: 2 }} />
        {timeline.data ? (
          <OrderTimelineList entries={timeline.data} />
        ) : timeline.error ? (
          <LoadError onRetry={() => void timeline.refetch()} />
        ) : (
          <TableSkeleton rows={3} />
        )}
      </DialogContent>
      <DialogActions>
        {/* The whole history (owner and status changes, conversion, webhooks) is on the request's page. */}
        <Button component={RouterLink} to={paths.admin.order(order.id)}>
          صفحه درخواست
        </Button>
        <Button onClick={onClose}>بستن</Button>
      </DialogActions>
    </Dialog>
  );
}
