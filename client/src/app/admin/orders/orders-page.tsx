import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { SearchField } from '@/components/ui/search-field';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { TextDialog } from '@/components/ui/text-dialog';
import { useListParams } from '@/lib/use-list-params';
import { OrderCards } from '@/features/order-admin/components/order-cards';
import { OrderStatusFilter } from '@/features/order-admin/components/order-status-filter';
import { OrdersTable } from '@/features/order-admin/components/orders-table';
import { parseOrderStatus } from '@/features/order-admin/order-status';
import { useAdminOrders, type AdminOrder } from '@/features/order-admin/use-admin-orders';

/** /admin/orders: every request left on the public site, for the advisers who call back. */
export function OrdersPage() {
  const { get, page, set, setPage } = useListParams<'search' | 'status'>();
  const search = get('search');
  const status = parseOrderStatus(get('status'));
  const { orders, loading, error, refetch } = useAdminOrders({ page, search, status });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [reading, setReading] = useState<AdminOrder | null>(null);

  const filtered = Boolean(search || status);
  const items = orders?.items ?? [];

  let content;
  if (!orders && loading) content = <TableSkeleton />;
  else if (!orders && error) content = <LoadError onRetry={() => void refetch()} />;
  else if (items.length === 0) content = <EmptyState title={filtered ? 'درخواستی با این مشخصات پیدا نشد.' : 'هیچ درخواستی موجود نیست.'} />;
  else if (wide) content = <OrdersTable orders={items} onOpenDescription={setReading} />;
  else content = <OrderCards orders={items} onOpenDescription={setReading} />;

  return (
    <AdminPage
      title="همه درخواست‌ها"
      toolbar={
        <>
          <SearchField label="جستجو با نام یا شماره تماس" value={search} onSearch={(value) => set({ search: value })} />
          <OrderStatusFilter value={status} onChange={(value) => set({ status: value })} />
        </>
      }
    >
      {content}
      {orders && <Pager current={orders.currentPage} last={orders.lastPage} onChange={setPage} />}
      <TextDialog
        open={reading !== null}
        title={reading ? `توضیحات ${reading.fullName}` : ''}
        text={reading?.description}
        onClose={() => setReading(null)}
      />
    </AdminPage>
  );
}
