import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { AdminPage } from '@/components/layouts/admin-page';
import { ListFrame } from '@/components/ui/list-frame';
import { SearchField } from '@/components/ui/search-field';
import { TextDialog } from '@/components/ui/text-dialog';
import { paths } from '@/config/paths';
import { ExportButton } from '@/features/export-admin/components/export-button';
import { csvExportUrl } from '@/features/export-admin/csv-export';
import { useListParams } from '@/lib/use-list-params';
import { OrderStatusFilter } from '@/features/order-admin/components/order-status-filter';
import { OrdersTable } from '@/features/order-admin/components/orders-table';
import { parseOrderStatus } from '@/lib/order-status';
import { useAdminOrders, useMatchingOrders, type AdminOrder } from '@/features/order-admin/use-admin-orders';
import { OrderOwnerFilter, parseOwnerFilter } from '@/features/order-admin/components/order-owner-filter';
import { useMarkOrderSeen, useOwnerChoices } from '@/features/order-admin/use-order-owner';
import { isSuperadmin, readAdminSession } from '@/lib/admin-session';
import { OrderTimelineDialog } from '@/features/order-admin/components/order-timeline-dialog';
import { toLatinDigits } from '@/lib/format';

/** /admin/orders: every request left on the public site, for the advisers who call back. */
export function OrdersPage() {
  const { get, page, set, setPage } = useListParams<'search' | 'status' | 'owner' | 'open' | 'customers'>();
  const search = get('search');
  const status = parseOrderStatus(get('status'));
  const owner = parseOwnerFilter(get('owner'));
  const fromCustomers = get('customers') === '1';
  const { data: orders, loading, error, refetch } = useAdminOrders({ page, search, status, owner, fromCustomers });
  const [reading, setReading] = useState<AdminOrder | null>(null);
  const [calling, setCalling] = useState<AdminOrder | null>(null);
  const matching = useMatchingOrders({ search, status }, orders?.total);
  const superadmin = isSuperadmin(readAdminSession());
  const ownerChoices = useOwnerChoices(superadmin);
  const markSeen = useMarkOrderSeen();
  const open = (order: AdminOrder) => {
    setReading(order);
    if (order.isNew) markSeen(order.id);
  };
  const openTimeline = (order: AdminOrder) => {
    setCalling(order);
    if (order.isNew) markSeen(order.id);
  };
  // `?open=<id>`: a link sent before the request page (an e-mail) opens the request's page.
  const openId = Number(toLatinDigits(get('open'))) || null;
  if (openId) return <Navigate to={paths.admin.order(openId)} replace />;

  const filtered = Boolean(search || status || owner || fromCustomers);

  return (
    <AdminPage
      title="همه درخواست‌ها"
      add={{ label: 'افزودن درخواست', to: paths.admin.addOrder }}
      toolbar={
        <>
          <SearchField label="جستجو با نام یا شماره تماس" value={search} onSearch={(value) => set({ search: value })} />
          <OrderStatusFilter value={status} onChange={(value) => set({ status: value })} />
          <OrderOwnerFilter value={owner} onChange={(value) => set({ owner: value })} />
          <FormControlLabel
            control={<Checkbox checked={fromCustomers} onChange={(event) => set({ customers: event.target.checked ? '1' : null })} />}
            label="فقط از مشتریان فعلی"
          />
          <ExportButton url={csvExportUrl('orders', { search, status })} filename="orders.csv" />
        </>
      }
    >
      <ListFrame
        state={{ rows: orders?.items, loading, error, refetch }}
        empty="هیچ درخواستی موجود نیست."
        noResults="درخواستی با این مشخصات پیدا نشد."
        filtered={filtered}
        pages={orders && { current: orders.currentPage, last: orders.lastPage, onChange: setPage }}
      >
        {(rows) => (
          <OrdersTable
            orders={rows}
            onOpenDescription={open}
            onOpenTimeline={openTimeline}
            matching={matching}
            ownerChoices={superadmin ? ownerChoices : null}
          />
        )}
      </ListFrame>
      <TextDialog
        open={reading !== null}
        title={reading ? `توضیحات ${reading.fullName}` : ''}
        text={reading?.description}
        onClose={() => setReading(null)}
      />
      {/* The row as the list now shows it: a call logged in the dialog changes its first contact. */}
      {calling && (
        <OrderTimelineDialog order={orders?.items.find((o) => o.id === calling.id) ?? calling} onClose={() => setCalling(null)} />
      )}
    </AdminPage>
  );
}
