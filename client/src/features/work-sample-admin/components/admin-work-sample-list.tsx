import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BulkDeleteBar } from '@/components/ui/bulk-delete-bar';
import { RowActions } from '@/components/ui/row-actions';
import { RowBox, SelectAllBox } from '@/components/ui/selection-boxes';
import { paths } from '@/config/paths';
import { domainLabel, domainUrl } from '@/lib/format';
import { rowId, useRowSelection } from '@/lib/use-row-selection';
import { useDeleteWorkSample, type AdminWorkSampleItem } from '../use-admin-work-samples';

/** Work samples as stacked rows: image, text, then the actions, which wrap under the text on a phone. */
export function AdminWorkSampleList({ samples }: { samples: readonly AdminWorkSampleItem[] }) {
  const { remove, restore } = useDeleteWorkSample();
  const selection = useRowSelection(samples, rowId);
  const rowName = (sample: AdminWorkSampleItem) => sample.title;

  return (
    <>
      <FormControlLabel label="انتخاب همه در این صفحه" control={<SelectAllBox state={selection} />} sx={{ mb: 1 }} />
      <Box component="ul" aria-label="فهرست نمونه کارها" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {samples.map((sample) => (
          <Box
            component="li"
            key={sample.id}
            data-testid="admin-work-sample"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'auto 50px minmax(0, 1fr)', md: 'auto 50px minmax(0, 1fr) auto' },
              gridTemplateAreas: { xs: '"select image info" "actions actions actions"', md: '"select image info actions"' },
              columnGap: 2,
              rowGap: 1,
              alignItems: 'center',
              py: 1.75,
              borderBottom: 1,
              borderColor: 'divider',
              '&:first-of-type': { pt: 0.5 },
              '&:last-of-type': { borderBottom: 0, pb: 0.5 },
            }}
          >
            <Box sx={{ gridArea: 'select', alignSelf: 'start', mt: -1 }}>
              <RowBox row={sample} state={selection} rowName={rowName} />
            </Box>
            <Box
              component="img"
              src={sample.imageUrl}
              alt={`تصویر ${sample.title}`}
              width={50}
              height={50}
              loading="lazy"
              sx={{
                gridArea: 'image',
                width: 50,
                height: 50,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'grey.100',
                alignSelf: 'start',
              }}
            />
            <Box sx={{ gridArea: 'info', minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere', minWidth: 0 }}>
                  <bdi>{sample.title}</bdi>
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  color={sample.isActive ? 'success' : 'default'}
                  label={sample.isActive ? 'فعال' : 'غیرفعال'}
                />
              </Box>
              <Link
                href={domainUrl(sample.domainName)}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                dir="ltr"
                sx={{ display: 'inline-block', maxWidth: '100%', overflowWrap: 'anywhere' }}
              >
                {domainLabel(sample.domainName)}
              </Link>
              {sample.shortDescription && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {sample.shortDescription}
                </Typography>
              )}
            </Box>
            <Box sx={{ gridArea: 'actions', display: 'flex', gap: 1, justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>
              <RowActions
                size="medium"
                links={[{ label: `ویرایش ${sample.title}`, text: 'ویرایش', to: paths.admin.editWorkSample(sample.id), icon: <EditIcon /> }]}
                remove={{
                  name: sample.title,
                  record: { __typename: 'WorkSample', id: sample.id },
                  deletedMessage: 'نمونه کار حذف شد',
                  onDelete: () => remove(sample.id),
                  onRestore: () => restore(sample.id),
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
      <BulkDeleteBar selection={selection} typename="WorkSample" noun="نمونه کار" rowName={rowName} onDelete={remove} onRestore={restore} />
    </>
  );
}
