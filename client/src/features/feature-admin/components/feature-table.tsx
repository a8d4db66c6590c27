import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import { RowActions } from '@/components/ui/row-actions';
import { BulkDeleteBar } from '@/components/ui/bulk-delete-bar';
import { ResponsiveRows, type Column } from '@/components/ui/responsive-rows';
import { rowId, useRowSelection } from '@/lib/use-row-selection';
import { paths } from '@/config/paths';
import type { AdminFeatureListQuery } from '@/generated/graphql';
import { useDeleteFeature } from '../use-features';
import { FeatureSortBox } from './feature-sort-box';
import { usePrimaryToggle } from './use-primary-toggle';

type FeatureRow = AdminFeatureListQuery['features'][number];

export function FeatureTable({ features }: { features: readonly FeatureRow[] }) {
  const { toggle, pending } = usePrimaryToggle();
  const { remove, restore } = useDeleteFeature();
  const selection = useRowSelection(features, rowId);
  const rowName = (f: FeatureRow) => f.title;

  const columns: Column<FeatureRow>[] = [
    {
      label: 'عنوان',
      sortKey: 'title',
      sortValue: (feature) => feature.title,
      cell: (feature) => (
        <Box component="span" sx={{ fontWeight: feature.isHeading ? 700 : undefined }}>
          <bdi dir="auto">{feature.title}</bdi>
          {feature.isHeading && <Chip label="سرفصل" size="small" variant="outlined" sx={{ mr: 1 }} />}
        </Box>
      ),
    },
    {
      label: 'ترتیب نمایش',
      sortKey: 'sort',
      sortValue: (feature) => feature.sort,
      // Keyed by the stored position: after a save the box shows what the server holds.
      cell: (feature) => <FeatureSortBox key={feature.sort} id={feature.id} title={feature.title} sort={feature.sort} />,
    },
    {
      label: 'ثابت',
      cell: (feature) => (
        <Checkbox
          checked={feature.isPrimary}
          disabled={pending.has(feature.id)}
          onChange={(event) => void toggle(feature.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': `ثابت: ${feature.title}` } }}
        />
      ),
    },
    {
      label: 'عملیات',
      nowrap: true,
      cell: (feature) => (
        <RowActions
          links={[
            { label: `مشاهده/ویرایش ${feature.title}`, text: 'مشاهده/ویرایش', to: paths.admin.editFeature(feature.id), icon: <EditIcon /> },
          ]}
          remove={{
            name: feature.title,
            record: { __typename: 'Feature', id: feature.id },
            deletedMessage: 'ویژگی حذف شد',
            onDelete: () => remove(feature.id),
            onRestore: () => restore(feature.id),
            loadUsage: () => Promise.resolve('ویژگی از همه پلن‌هایی که آن را دارند برداشته می‌شود.'),
          }}
        />
      ),
    },
  ];

  return (
    <>
      <ResponsiveRows
        label="فهرست ویژگی‌ها"
        rows={features}
        columns={columns}
        rowKey={(f) => f.id}
        rowTestId="feature-row"
        selection={{ state: selection, rowName }}
      />
      <BulkDeleteBar selection={selection} typename="Feature" noun="ویژگی" rowName={rowName} onDelete={remove} onRestore={restore} />
    </>
  );
}
