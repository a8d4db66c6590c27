import { AdminPage } from '@/components/layouts/admin-page';
import { paths } from '@/config/paths';
import { FeatureTable } from '@/features/feature-admin/components/feature-table';
import { useFeatureList } from '@/features/feature-admin/use-features';
import { ListFrame } from '@/components/ui/list-frame';

export function FeaturesPage() {
  const { features, loading, error, refetch } = useFeatureList();

  return (
    <AdminPage title="ویژگی‌های پلن‌ها" add={{ label: 'افزودن ویژگی', to: paths.admin.addFeature }}>
      <ListFrame state={{ rows: features, loading, error, refetch }} empty="هیچ ویژگی‌ای موجود نیست." skeletonRows={8}>
        {(rows) => <FeatureTable features={rows} />}
      </ListFrame>
    </AdminPage>
  );
}
