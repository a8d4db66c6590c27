import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { LoadError } from '@/components/ui/load-error';
import { RecordFrame } from '@/components/ui/record-frame';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { OrderCallForm } from '@/features/order-admin/components/order-call-form';
import { OrderDetails } from '@/features/order-admin/components/order-details';
import { OrderHistoryTimeline } from '@/features/order-admin/components/order-history-timeline';
import { useOrderPage } from '@/features/order-admin/use-order-page';
import { useAddTimelineEntry, useOrderTimeline } from '@/features/order-admin/use-order-timeline';
import { useMarkOrderSeen, useOwnerChoices } from '@/features/order-admin/use-order-owner';
import { isSuperadmin, readAdminSession } from '@/lib/admin-session';
import { useSaveFeedback } from '@/lib/use-save-feedback';
import { useRouteId } from '../use-route-id';

/**
 * /admin/orders/{id}: one request, for the adviser who calls it back (docs/INTEGRATORS.md, "The request page"): who
 * asked and how to reach them, its owner and status, the time left to the first call, a call or a note, and one
 * timeline of everything that happened to it, kept current by the live feed.
 */
export function OrderPage() {
  const id = useRouteId();
  const order = useOrderPage(id);
  const timeline = useOrderTimeline(id ?? 0);
  const addEntry = useAddTimelineEntry();
  const { success } = useSaveFeedback();
  const superadmin = isSuperadmin(readAdminSession());
  const ownerChoices = useOwnerChoices(superadmin);
  const markSeen = useMarkOrderSeen();
  const isNew = order.data?.isNew ?? false;
  const marked = useRef<number | null>(null);
  // Opening the request is what makes it no longer new to this admin, as opening it in the list does: once per request.
  useEffect(() => {
    if (id === null || !isNew || marked.current === id) return;
    marked.current = id;
    markSeen(id);
  }, [id, isNew, markSeen]);

  return (
    <AdminPage
      title={order.data ? `درخواست ${order.data.fullName}` : 'درخواست'}
      back={{ label: 'بازگشت به درخواست‌ها', to: paths.admin.orders }}
    >
      <RecordFrame state={order} id={id} missing="درخواست پیدا نشد.">
        {(order) => (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
              gap: { xs: 3, md: 4 },
            }}
          >
            <Box component="section" aria-labelledby="order-details-title" sx={{ minWidth: 0 }}>
              <Typography id="order-details-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                مشخصات
              </Typography>
              <OrderDetails order={order} ownerChoices={superadmin ? ownerChoices : null} />
            </Box>
            <Box component="section" aria-labelledby="order-timeline-title" sx={{ minWidth: 0 }}>
              <Typography id="order-timeline-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                تماس و یادداشت
              </Typography>
              <OrderCallForm
                onSave={async (values) => {
                  await addEntry({ orderId: order.id, ...values });
                  success(values.outcome ? 'تماس ثبت شد' : 'یادداشت ثبت شد');
                }}
              />
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1, fontWeight: 700 }}>
                تاریخچه
              </Typography>
              {timeline.data ? (
                <OrderHistoryTimeline history={order.history} calls={timeline.data} />
              ) : timeline.error ? (
                <LoadError onRetry={() => void timeline.refetch()} />
              ) : (
                <TableSkeleton rows={3} />
              )}
            </Box>
          </Box>
        )}
      </RecordFrame>
    </AdminPage>
  );
}
