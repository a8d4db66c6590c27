import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useRequestTrends } from '../use-request-trends';
import { DashboardSection } from './dashboard-section';

// Its own chunk, fetched only when the dashboard shows the charts.
const RequestCharts = lazy(() => import('./request-charts'));

// A status, as the other loading placeholders are: an aria-label on the skeleton's bare span is not
// announced, and axe refuses it (aria-prohibited-attr).
const chartsLoading = <Skeleton variant="rounded" height={520} role="status" aria-label="در حال بارگذاری نمودارها" />;

/** The dashboard's charts of requests over time and their conversion to customers. */
export function RequestTrendsSection() {
  const { data: trends, error, refetch } = useRequestTrends();
  let content;
  if (trends) {
    content = (
      <Suspense fallback={chartsLoading}>
        <RequestCharts trends={trends} />
      </Suspense>
    );
  } else if (error) content = <LoadError onRetry={() => void refetch()} />;
  else content = chartsLoading;
  return <DashboardSection title="روند درخواست‌ها">{content}</DashboardSection>;
}
