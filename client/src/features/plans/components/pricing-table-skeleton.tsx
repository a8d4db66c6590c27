import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';

const PLAN_COUNT = 4;
const ROW_COUNT = 5;

/** Roughly the shape of the collapsed table, so the page does not jump when it arrives. */
export function PricingTableSkeleton() {
  return (
    <Paper variant="outlined" role="status" aria-label="در حال بارگذاری تعرفه‌ها" sx={{ p: 2, overflow: 'hidden' }}>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: `1.4fr repeat(${PLAN_COUNT}, 1fr)`, md: `2fr repeat(${PLAN_COUNT}, 1fr)` },
          gap: { xs: 1, md: 2 },
          alignItems: 'center',
        }}
      >
        <Skeleton variant="text" width="60%" />
        {Array.from({ length: PLAN_COUNT }, (_, i) => (
          <Box key={i} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, py: 1 }}>
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="70%" />
            <Skeleton variant="rounded" width="90%" height={28} />
            <Skeleton variant="text" width="60%" />
          </Box>
        ))}
        {Array.from({ length: ROW_COUNT }, (_, row) => [
          <Skeleton key={`t${row}`} variant="text" width={`${90 - row * 8}%`} height={32} />,
          ...Array.from({ length: PLAN_COUNT }, (_, col) => (
            <Box key={`c${row}-${col}`} sx={{ display: 'grid', placeItems: 'center' }}>
              <Skeleton variant="circular" width={28} height={28} />
            </Box>
          )),
        ])}
      </Box>
    </Paper>
  );
}
