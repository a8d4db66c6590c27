import Box from '@mui/material/Box';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { formatJalaliDateTime } from '@/lib/format';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS, activityChanges } from '../activity-labels';
import type { ActivityEntry } from '../use-activity-log';

/** The actor: an admin, an integrator's API token by its name, or the system itself (an overdue request). */
function actorName(entry: ActivityEntry): string {
  if (entry.apiTokenName) return `توکن API «${entry.apiTokenName}»`;
  return entry.admin ? `${entry.admin.name} ${entry.admin.family}` : 'سامانه';
}

function Changes({ entry }: { entry: ActivityEntry }) {
  const changes = activityChanges(entry);
  if (changes.length === 0) return <>-</>;
  return (
    // Lines, not a list: on phones the entry is itself a list item, and a list inside would read as more entries.
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {changes.map((change) => (
        <div key={change.field}>
          {change.before === null ? `${change.field}: ${change.after}` : `${change.field}: ${change.before} ← ${change.after}`}
        </div>
      ))}
    </Box>
  );
}

/** Who did what to which record, and when: a table on wide screens, a card per entry on phones. */
export function ActivityTable({ entries }: { entries: readonly ActivityEntry[] }) {
  const columns: Column<ActivityEntry>[] = [
    { label: 'زمان', nowrap: true, cell: (entry) => formatJalaliDateTime(entry.createdAt) },
    { label: 'مدیر', cell: actorName },
    { label: 'عملیات', nowrap: true, cell: (entry) => ACTIVITY_ACTION_LABELS[entry.action] },
    { label: 'بخش', cell: (entry) => ACTIVITY_ENTITY_LABELS[entry.entityType] },
    { label: 'رکورد', cell: (entry) => entry.label },
    { label: 'تغییرات', cell: (entry) => <Changes entry={entry} /> },
  ];
  return <ResponsiveRows label="گزارش فعالیت" rows={entries} columns={columns} rowKey={(entry) => entry.id} rowTestId="activity-row" />;
}
