import { useCallback } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { CustomerFilters } from '@/features/customer-admin/components/customer-filters';
import { CustomerTable } from '@/features/customer-admin/components/customer-table';
import {
  createdOrderFromParams,
  isLegacyCreatedOrder,
  statusFromParam,
  toggledCreatedOrder,
} from '@/features/customer-admin/customer-list-params';
import { useCustomers, useMatchingCustomers } from '@/features/customer-admin/use-customers';
import { ExportButton } from '@/features/export-admin/components/export-button';
import { csvExportUrl } from '@/features/export-admin/csv-export';
import type { CustomerStatus } from '@/generated/graphql';
import { useListParams } from '@/lib/use-list-params';
import { ListFrame } from '@/components/ui/list-frame';

/** /admin/customers/all: search, status filter, created-date order and page all live in the URL. */
export function CustomersPage() {
  const { get, page, set, setPage } = useListParams<'search' | 'status' | 'created' | 'sort'>();
  const search = get('search');
  const status = statusFromParam(get('status'));
  const sort = createdOrderFromParams(get('created'), get('sort'));
  const { data: customers, loading, error, refetch } = useCustomers({ page, search, status, sort });
  const filtered = Boolean(search || status);
  const matching = useMatchingCustomers({ search, status, sort }, customers?.total);

  const onSearch = useCallback((value: string) => set({ search: value }), [set]);
  const onStatus = useCallback((value: CustomerStatus | null) => set({ status: value }), [set]);

  return (
    <AdminPage
      title="مشتریان"
      add={{ label: 'افزودن مشتری', to: paths.admin.addCustomer }}
      toolbar={
        <>
          <CustomerFilters
            search={search}
            status={status}
            sort={sort}
            onSearch={onSearch}
            onStatus={onStatus}
            onToggleSort={() => set({ created: toggledCreatedOrder(sort), ...(isLegacyCreatedOrder(get('sort')) && { sort: null }) })}
          />
          <ExportButton url={csvExportUrl('customers', { search, status, sort })} filename="customers.csv" />
        </>
      }
    >
      <ListFrame
        state={{ rows: customers?.items, loading, error, refetch }}
        empty="هیچ مشتری‌ای ثبت نشده است."
        noResults="مشتری‌ای با این مشخصات پیدا نشد."
        filtered={filtered}
        skeletonRows={8}
        pages={customers && { current: customers.currentPage, last: customers.lastPage, onChange: setPage }}
      >
        {(rows) => <CustomerTable customers={rows} matching={matching} />}
      </ListFrame>
    </AdminPage>
  );
}
