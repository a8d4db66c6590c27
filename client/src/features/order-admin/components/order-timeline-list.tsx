import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatJalaliDateTime } from '@/lib/format';
import { CALL_OUTCOME_LABELS } from '../order-call-schema';
import type { TimelineEntry } from '../use-order-timeline';

const authorOf = (entry: TimelineEntry) =>
  entry.author ? `${entry.author.name} ${entry.author.family}` : entry.authorToken ? `توکن API «${entry.authorToken}»` : 'نامشخص';

/** Newest first: what was said and tried, by whom and when (Jalali, Tehran time). */
export function OrderTimelineList({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <Typography color="text.secondary">هنوز تماس یا یادداشتی ثبت نشده است.</Typography>;
  return (
    <List aria-label="تماس‌ها و یادداشت‌ها" disablePadding>
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters sx={{ display: 'block' }} data-testid="timeline-entry">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              label={entry.outcome ? CALL_OUTCOME_LABELS[entry.outcome] : 'یادداشت'}
              color={entry.outcome ? 'primary' : 'default'}
              variant={entry.outcome ? 'filled' : 'outlined'}
            />
            <Typography variant="body2">{authorOf(entry)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatJalaliDateTime(entry.createdAt)}
            </Typography>
          </Stack>
          {entry.note && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.note}
            </Typography>
          )}
          {entry.nextCallAt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              تماس بعدی: {formatJalaliDateTime(entry.nextCallAt)}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
