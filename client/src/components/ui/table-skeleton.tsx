import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Placeholder rows while a list loads (docs/ARCHITECTURE.md §2: every list has a loading skeleton). */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack role="status" aria-label="در حال بارگذاری" spacing={1} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}
