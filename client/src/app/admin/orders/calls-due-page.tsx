import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { ListFrame } from '@/components/ui/list-frame';
import { CallsDueTable } from '@/features/order-admin/components/calls-due-table';
import { OrderOwnerFilter, parseOwnerFilter } from '@/features/order-admin/components/order-owner-filter';
import { OrderTimelineDialog } from '@/features/order-admin/components/order-timeline-dialog';
import type { AdminOrder } from '@/features/order-admin/use-admin-orders';
import { useCallsDue } from '@/features/order-admin/use-calls-due';
import { useListParams } from '@/lib/use-list-params';

/**
 * /admin/calls-due: follow-ups due today (Tehran) or overdue, the caller's own or everyone's (docs/INTEGRATORS.md,
 * "Call log and time to first call").
 */
export function CallsDuePage() {
  const { get, page, set, setPage } = useListParams<'owner'>();
  const owner = parseOwnerFilter(get('owner'));
  const { data: due, loading, error, refetch } = useCallsDue({ page, owner });
  const [calling, setCalling] = useState<AdminOrder | null>(null);
  // Read when the answer arrives, so "past" means past when the list was drawn.
  const [now] = useState(() => Date.now());

  return (
    <AdminPage title="تماس‌های امروز" toolbar={<OrderOwnerFilter value={owner} onChange={(value) => set({ owner: value })} />}>
      <ListFrame
        state={{ rows: due?.items, loading, error, refetch }}
        empty="برای امروز تماسی برنامه‌ریزی نشده است."
        noResults="تماسی برای امروز با این مسئول نیست."
        filtered={Boolean(owner)}
        pages={due && { current: due.currentPage, last: due.lastPage, onChange: setPage }}
      >
        {(rows) => <CallsDueTable orders={rows} now={now} onOpenTimeline={setCalling} />}
      </ListFrame>
      {/* The row as the list now shows it; a call that settled the follow-up takes it off the list, then the row as opened. */}
      {calling && <OrderTimelineDialog order={due?.items.find((o) => o.id === calling.id) ?? calling} onClose={() => setCalling(null)} />}
    </AdminPage>
  );
}
