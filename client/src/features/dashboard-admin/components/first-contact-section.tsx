import Typography from '@mui/material/Typography';
import { LoadError } from '@/components/ui/load-error';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { formatNumber } from '@/lib/format';
import { useFirstContactStats, type FirstContactStatsData } from '../use-first-contact-stats';
import { CountGrid } from './count-card';
import { DashboardSection } from './dashboard-section';

type Row = FirstContactStatsData['owners'][number] | (FirstContactStatsData['total'] & { owner?: null; isTotal: true });

const minutes = (value: number | null | undefined) => (value == null ? '-' : `${formatNumber(value)} دقیقه`);
const share = (value: number | null | undefined) => (value == null ? '-' : `${formatNumber(Math.round(value * 100))}٪`);

const COLUMNS: Column<Row>[] = [
  {
    label: 'مسئول',
    cell: (row) => ('isTotal' in row ? <strong>همه</strong> : row.owner ? `${row.owner.name} ${row.owner.family}` : 'بدون مسئول'),
  },
  { label: 'درخواست‌ها', nowrap: true, cell: (row) => formatNumber(row.requests) },
  { label: 'تماس گرفته‌شده', nowrap: true, cell: (row) => formatNumber(row.contacted) },
  { label: 'میانهٔ زمان تا اولین تماس', nowrap: true, cell: (row) => minutes(row.medianMinutes) },
  { label: 'صدک ۹۰', nowrap: true, cell: (row) => minutes(row.p90Minutes) },
  { label: 'تماس در مهلت', nowrap: true, cell: (row) => share(row.withinTargetShare) },
];

/**
 * Time to first call (docs/INTEGRATORS.md, "Call log and time to first call"): who waits for a call now, and how fast
 * each owner's requests of the last 30 days were called, in business minutes (Tehran's office hours), as the server
 * counts.
 */
export function FirstContactSection({ pendingTo }: { pendingTo: string }) {
  const { data: stats, error, refetch } = useFirstContactStats();
  let content;
  if (stats) {
    const rows: Row[] = [...stats.owners, { ...stats.total, isTotal: true }];
    content = (
      <>
        <CountGrid
          label="اولین تماس"
          items={[
            { label: 'در انتظار اولین تماس', count: stats.waiting, to: pendingTo, color: 'warning' },
            { label: 'گذشته از مهلت اولین تماس', count: stats.overdue, to: pendingTo, color: 'error' },
          ]}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
          درخواست‌های ۳۰ روز گذشته؛ مهلت اولین تماس {formatNumber(stats.targetMinutes)} دقیقه در ساعت‌های کاری (به وقت تهران).
        </Typography>
        <ResponsiveRows
          label="زمان تا اولین تماس به تفکیک مسئول"
          rows={rows}
          columns={COLUMNS}
          rowKey={(row) => ('isTotal' in row ? 'total' : (row.ownerId ?? 'none'))}
        />
      </>
    );
  } else content = error ? <LoadError onRetry={() => void refetch()} /> : <TableSkeleton rows={3} />;
  return <DashboardSection title="زمان تا اولین تماس">{content}</DashboardSection>;
}
