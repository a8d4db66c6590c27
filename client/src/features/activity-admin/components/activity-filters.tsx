import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ActivityEntity } from '@/generated/graphql';
import { JalaliDateField } from '@/components/ui/jalali-date-field';
import { ACTIVITY_ENTITIES, ACTIVITY_ENTITY_LABELS } from '../activity-labels';

/** Who can be chosen: the page passes the admin list it loads (the activity feature does not load admins). */
export interface AdminChoice {
  id: number;
  name: string;
  family: string;
}

interface ActivityFiltersProps {
  admins: readonly AdminChoice[] | undefined;
  adminId: number | null;
  entityType: ActivityEntity | null;
  from: string | null;
  to: string | null;
  onChange: (changes: { adminId?: number | null; entityType?: ActivityEntity | null; from?: string | null; to?: string | null }) => void;
}

const SELECT_PROPS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Who, what kind of record, and which Jalali days. */
export function ActivityFilters({ admins, adminId, entityType, from, to, onChange }: ActivityFiltersProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, width: '100%', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
      <TextField
        select
        name="adminId"
        label="مدیر"
        value={adminId === null ? '' : String(adminId)}
        onChange={(event) => onChange({ adminId: event.target.value ? Number(event.target.value) : null })}
        slotProps={SELECT_PROPS}
      >
        <MenuItem value="">همه مدیران</MenuItem>
        {/* The URL may name an admin before the list has come. */}
        {adminId !== null && !admins?.some((admin) => admin.id === adminId) && <MenuItem value={String(adminId)}>…</MenuItem>}
        {admins?.map((admin) => (
          <MenuItem key={admin.id} value={String(admin.id)}>
            {`${admin.name} ${admin.family}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="entityType"
        label="بخش"
        value={entityType ?? ''}
        onChange={(event) => onChange({ entityType: (event.target.value || null) as ActivityEntity | null })}
        slotProps={SELECT_PROPS}
      >
        <MenuItem value="">همه بخش‌ها</MenuItem>
        {ACTIVITY_ENTITIES.map((entity) => (
          <MenuItem key={entity} value={entity}>
            {ACTIVITY_ENTITY_LABELS[entity]}
          </MenuItem>
        ))}
      </TextField>
      <JalaliDateField name="from" label="از تاریخ" value={from} onChange={(value) => onChange({ from: value })} />
      <JalaliDateField name="to" label="تا تاریخ" value={to} onChange={(value) => onChange({ to: value })} />
    </Box>
  );
}
