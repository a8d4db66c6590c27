import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  return (
    <Box role="status" aria-label="در حال بارگذاری داشبورد" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(170px, 1fr))' } }}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={88} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Box>
  );
}
