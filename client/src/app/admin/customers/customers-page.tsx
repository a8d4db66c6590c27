import { useCallback } from 'react';
import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { CustomerFilters } from '@/features/customers/components/customer-filters';
import { CustomerTable } from '@/features/customers/components/customer-table';
import { sortFromParam, statusFromParam, toggledSort } from '@/features/customers/customer-list-params';
import { useCustomers } from '@/features/customers/use-customers';
import type { CustomerStatus } from '@/generated/graphql';
import { useListParams } from '@/lib/use-list-params';

/** /admin/customers/all: search, status filter, created-date order and page all live in the URL. */
export function CustomersPage() {
  const { get, page, set, setPage } = useListParams<'search' | 'status' | 'sort'>();
  const search = get('search');
  const status = statusFromParam(get('status'));
  const sort = sortFromParam(get('sort'));
  const { customers, loading, error, refetch } = useCustomers({ page, search, status, sort });
  const filtered = Boolean(search || status);

  const onSearch = useCallback((value: string) => set({ search: value }), [set]);
  const onStatus = useCallback((value: CustomerStatus | null) => set({ status: value }), [set]);

  let content;
  if (customers) {
    content =
      customers.items.length === 0 ? (
        <EmptyState title={filtered ? 'مشتری‌ای با این مشخصات پیدا نشد.' : 'هیچ مشتری‌ای ثبت نشده است.'} />
      ) : (
        <>
          <CustomerTable customers={customers.items} />
          <Pager current={customers.currentPage} last={customers.lastPage} onChange={setPage} />
        </>
      );
  } else if (error && !loading) {
    content = <LoadError onRetry={() => void refetch()} />;
  } else {
    content = <TableSkeleton rows={8} />;
  }

  return (
    <AdminPage
      title="مشتریان"
      add={{ label: 'افزودن مشتری', to: paths.admin.addCustomer }}
      toolbar={
        <CustomerFilters
          search={search}
          status={status}
          sort={sort}
          onSearch={onSearch}
          onStatus={onStatus}
          onToggleSort={() => set({ sort: toggledSort(sort) })}
        />
      }
    >
      {content}
    </AdminPage>
  );
}
