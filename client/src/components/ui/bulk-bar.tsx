import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import type { RowSelection } from '@/lib/use-row-selection';

/**
 * The strip under a list's rows while some are ticked: how many, the bulk actions, and a way to
 * untick them all. Sticky at the bottom of the window, so it stays in reach while the admin ticks
 * down a long page and never lies over the table's header or its select-all box (a strip stuck
 * under the app bar did, and it needs every ancestor up to the window to leave overflow visible or
 * clipped: AdminPage's card clips rather than hides for that reason). Put after the rows.
 * Select-all takes this page and says so; a paged list's bar then offers every matching record.
 */
export function BulkBar<T>({ selection, noun, children }: { selection: RowSelection<T>; noun: string; children: ReactNode }) {
  if (!selection.someSelected) return null;
  const onThisPage = selection.allSelected && selection.matchingTotal > selection.selectedRows.length && !selection.allMatching;
  return (
    <Paper
      role="region"
      aria-label="کار با ردیف‌های انتخاب‌شده"
      variant="outlined"
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 12 },
        zIndex: 2,
        mt: 1.5,
        px: 1.5,
        py: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        bgcolor: 'background.paper',
        boxShadow: 3,
      }}
    >
      <Typography sx={{ flexGrow: 1, fontWeight: 700 }} aria-live="polite" data-testid="bulk-count">
        {selection.allMatching
          ? `همه ${formatNumber(selection.matchingTotal)} ${noun} مطابق جست‌وجو انتخاب شده`
          : onThisPage
            ? `همه ${formatNumber(selection.selectedRows.length)} ${noun} این صفحه انتخاب شده`
            : `${formatNumber(selection.selectedRows.length)} ${noun} انتخاب شده`}
      </Typography>
      {selection.selectAllMatching && (
        <Button size="small" onClick={selection.selectAllMatching}>
          {`انتخاب همه ${formatNumber(selection.matchingTotal)} ${noun} مطابق`}
        </Button>
      )}
      {children}
      <Button size="small" color="inherit" onClick={selection.clear}>
        لغو انتخاب
      </Button>
    </Paper>
  );
}
