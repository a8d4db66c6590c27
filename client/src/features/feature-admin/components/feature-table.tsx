import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AdminFeatureListQuery } from '@/generated/graphql';
import { FeatureSortBox } from './feature-sort-box';
import { usePrimaryToggle } from './use-primary-toggle';

type FeatureRow = AdminFeatureListQuery['features'][number];

export function FeatureTable({ features }: { features: readonly FeatureRow[] }) {
  const { toggle, pending } = usePrimaryToggle();
  const primaryBox = (feature: FeatureRow) => (
    <Checkbox
      checked={feature.isPrimary}
      disabled={pending.has(feature.id)}
      onChange={(event) => void toggle(feature.id, event.target.checked)}
      slotProps={{ input: { 'aria-label': `ثابت: ${feature.title}` } }}
    />
  );
  // Four columns of controls do not fit a phone: each feature becomes a block there.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  if (phone) {
    return (
      <Stack component="ul" aria-label="فهرست ویژگی‌ها" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {features.map((feature) => (
          <Box component="li" key={feature.id} data-testid="feature-row" sx={{ py: 1.5, display: 'grid', gap: 1 }}>
            <Typography sx={{ fontWeight: feature.isHeading ? 700 : undefined }}>
              {feature.title}
              {feature.isHeading && <Chip label="سرفصل" size="small" variant="outlined" sx={{ mr: 1 }} />}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
              <FeatureSortBox key={feature.sort} id={feature.id} title={feature.title} sort={feature.sort} />
              <FormControlLabel label="ثابت" sx={{ mx: 0 }} control={primaryBox(feature)} />
              <IconButton component={RouterLink} to={paths.admin.editFeature(feature.id)} color="primary" aria-label={`مشاهده/ویرایش ${feature.title}`} sx={{ ml: 'auto' }}>
                <EditIcon />
              </IconButton>
            </Box>
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label="فهرست ویژگی‌ها">
        <TableHead>
          <TableRow>
            <TableCell>عنوان</TableCell>
            <TableCell sx={{ width: 170 }}>ترتیب نمایش</TableCell>
            <TableCell align="center" sx={{ width: 64 }}>
              ثابت
            </TableCell>
            <TableCell align="center" sx={{ width: 150 }}>
              عملیات
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {features.map((feature) => (
            <TableRow key={feature.id} hover data-testid="feature-row">
              <TableCell sx={{ minWidth: 160, fontWeight: feature.isHeading ? 700 : undefined }}>
                {feature.title}
                {feature.isHeading && <Chip label="سرفصل" size="small" variant="outlined" sx={{ mr: 1 }} />}
              </TableCell>
              <TableCell>
                {/* Keyed by the stored position: after a save the box shows what the server holds. */}
                <FeatureSortBox key={feature.sort} id={feature.id} title={feature.title} sort={feature.sort} />
              </TableCell>
              <TableCell align="center">
                {primaryBox(feature)}
              </TableCell>
              <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                <Button component={RouterLink} to={paths.admin.editFeature(feature.id)} size="small" startIcon={<EditIcon />} aria-label={`مشاهده/ویرایش ${feature.title}`}>
                  مشاهده/ویرایش
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
