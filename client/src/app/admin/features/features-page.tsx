import { AdminPage } from '@/components/layouts/admin-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { paths } from '@/config/paths';
import { FeatureTable } from '@/features/feature-admin/components/feature-table';
import { useFeatureList } from '@/features/feature-admin/use-features';

export function FeaturesPage() {
  const { features, loading, error, refetch } = useFeatureList();

  return (
    <AdminPage title="ویژگی‌های پلن‌ها" add={{ label: 'افزودن ویژگی', to: paths.admin.addFeature }}>
      {loading ? (
        <TableSkeleton rows={8} />
      ) : error || !features ? (
        <LoadError onRetry={() => void refetch()} />
      ) : features.length === 0 ? (
        <EmptyState title="هیچ ویژگی‌ای موجود نیست." />
      ) : (
        <FeatureTable features={features} />
      )}
    </AdminPage>
  );
}
