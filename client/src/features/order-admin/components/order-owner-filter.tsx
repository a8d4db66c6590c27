import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { OrderOwnerFilter as OwnerFilter } from '@/generated/graphql';

const LABELS: Record<OwnerFilter, string> = { MINE: 'درخواست‌های من', UNOWNED: 'بدون مسئول' };

export function parseOwnerFilter(value: string): OwnerFilter | null {
  return value === 'MINE' || value === 'UNOWNED' ? value : null;
}

/** Mine, unowned, or everyone's (docs/INTEGRATORS.md, "Live back office"). */
export function OrderOwnerFilter({ value, onChange }: { value: OwnerFilter | null; onChange: (value: OwnerFilter | null) => void }) {
  return (
    <TextField
      select
      size="small"
      name="owner"
      label="مسئول"
      value={value ?? ''}
      onChange={(event) => onChange(parseOwnerFilter(event.target.value))}
      sx={{ minWidth: { xs: '100%', sm: 180 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">درخواست‌های همه</MenuItem>
      <MenuItem value="MINE">{LABELS.MINE}</MenuItem>
      <MenuItem value="UNOWNED">{LABELS.UNOWNED}</MenuItem>
    </TextField>
  );
}
