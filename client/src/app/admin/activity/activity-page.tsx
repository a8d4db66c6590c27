import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { ListFrame } from '@/components/ui/list-frame';
import { isSuperadmin } from '@/lib/admin-session';
import { authStorage } from '@/lib/auth-storage';
import { useListParams } from '@/lib/use-list-params';
import { parseActivityEntity } from '@/features/activity-admin/activity-labels';
import { ActivityFilters } from '@/features/activity-admin/components/activity-filters';
import { ActivityTable } from '@/features/activity-admin/components/activity-table';
import { useActivityLog } from '@/features/activity-admin/use-activity-log';
import { useAdminList } from '@/features/user-admin/use-admins';
import { toLatinDigits } from '@/lib/format';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A Gregorian day as the URL holds it; anything else (a typo, an old link) means no bound. */
function parseDay(value: string): string | null {
  const latin = toLatinDigits(value.trim());
  return CALENDAR_DATE.test(latin) ? latin : null;
}

function parseId(value: string): number | null {
  const id = Number.parseInt(toLatinDigits(value), 10);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /admin/activity: what every admin wrote, for superadmins. Anyone else is told so without asking
 * the server, which would refuse them (docs/ARCHITECTURE.md §6).
 */
export function ActivityPage() {
  if (!isSuperadmin(authStorage.user())) {
    return (
      <AdminPage title="گزارش فعالیت">
        <EmptyState title="دسترسی ندارید">فقط مدیر ارشد گزارش فعالیت را می‌بیند.</EmptyState>
      </AdminPage>
    );
  }
  return <ActivityLog />;
}

function ActivityLog() {
  const { get, page, set, setPage } = useListParams<'admin' | 'entity' | 'from' | 'to'>();
  const adminId = parseId(get('admin'));
  const entityType = parseActivityEntity(get('entity'));
  const from = parseDay(get('from'));
  const to = parseDay(get('to'));
  const { data: log, loading, error, refetch } = useActivityLog({ page, adminId, entityType, from, to });
  const { data: admins } = useAdminList();

  return (
    <AdminPage
      title="گزارش فعالیت"
      toolbar={
        <ActivityFilters
          admins={admins}
          adminId={adminId}
          entityType={entityType}
          from={from}
          to={to}
          onChange={(changes) =>
            set({
              ...('adminId' in changes && { admin: changes.adminId ?? null }),
              ...('entityType' in changes && { entity: changes.entityType?.toLowerCase() ?? null }),
              ...('from' in changes && { from: changes.from ?? null }),
              ...('to' in changes && { to: changes.to ?? null }),
            })
          }
        />
      }
    >
      <ListFrame
        state={{ rows: log?.items, loading, error, refetch }}
        empty="هنوز فعالیتی ثبت نشده است."
        noResults="فعالیتی با این مشخصات پیدا نشد."
        filtered={Boolean(adminId || entityType || from || to)}
        pages={log && { current: log.currentPage, last: log.lastPage, onChange: setPage }}
      >
        {(rows) => <ActivityTable entries={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
