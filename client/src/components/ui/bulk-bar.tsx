import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import type { RowSelection } from '@/lib/use-row-selection';

/**
 * The strip above a list while rows are ticked: how many, the bulk actions, and a way to untick
 * them all. Sticky under the app bar, so it stays in reach while the admin ticks down a long page.
 */
export function BulkBar<T>({ selection, noun, children }: { selection: RowSelection<T>; noun: string; children: ReactNode }) {
  if (!selection.someSelected) return null;
  return (
    <Paper
      role="region"
      aria-label="کار با ردیف‌های انتخاب‌شده"
      variant="outlined"
      sx={{
        position: 'sticky',
        top: { xs: 64, sm: 72 },
        zIndex: 2,
        mb: 1.5,
        px: 1.5,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 700 }}>
        {formatNumber(selection.selectedRows.length)} {noun} انتخاب شده
      </Typography>
      {children}
      <Button size="small" color="inherit" onClick={selection.clear}>
        لغو انتخاب
      </Button>
    </Paper>
  );
}
