import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatJalaliDateTime } from '@/lib/format';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';
import { CALL_OUTCOME_LABELS } from '../order-call-schema';
import { ORDER_CHANNEL_LABELS } from '../order-channel';
import type { TimelineEntry } from '../use-order-timeline';
import type { OrderHistoryItem } from '../use-order-page';

type Person = { name: string; family: string } | null | undefined;
const nameOf = (person: Person) => (person ? `${person.name} ${person.family}` : null);

interface Step {
  key: string;
  at: string;
  label: string;
  color: 'default' | 'primary' | 'success' | 'info' | 'warning' | 'error';
  author: string;
  detail?: ReactNode;
  note?: string | null;
  nextCallAt?: string | null;
}

function historyStep(item: OrderHistoryItem): Step {
  const author = nameOf(item.author) ?? (item.authorToken ? `توکن API «${item.authorToken}»` : null);
  const base = { key: item.id, at: item.at as string };
  switch (item.kind) {
    case 'CREATED':
      return {
        ...base,
        label: 'ثبت درخواست',
        color: 'default',
        author: author ?? 'بازدیدکننده',
        detail: item.channel ? `از راه ${ORDER_CHANNEL_LABELS[item.channel]}` : undefined,
      };
    case 'ASSIGNED':
      return {
        ...base,
        label: 'تغییر مسئول',
        color: 'info',
        author: author ?? 'سامانه',
        detail: item.owner ? `مسئول: ${nameOf(item.owner)}` : 'بدون مسئول',
      };
    case 'STATUS_CHANGED':
      return {
        ...base,
        label: 'تغییر وضعیت',
        color: 'warning',
        author: author ?? 'سامانه',
        detail: `${item.previousStatus ? ORDER_STATUS_LABELS[item.previousStatus] : '-'} ← ${item.status ? ORDER_STATUS_LABELS[item.status] : '-'}`,
      };
    case 'CONVERTED':
      return {
        ...base,
        label: 'تبدیل به مشتری',
        color: 'success',
        author: author ?? 'سامانه',
        detail: item.customer ? (
          <>
            مشتری:{' '}
            <Link component={RouterLink} to={paths.admin.customerPlans(item.customer.id)}>
              {nameOf(item.customer)}
            </Link>
          </>
        ) : (
          'مشتری حذف شده است'
        ),
      };
    case 'FIRST_CONTACT_OVERDUE':
      return { ...base, label: 'دیرکرد تماس اول', color: 'error', author: 'سامانه' };
    case 'WEBHOOK_DELIVERED':
      return {
        ...base,
        label: 'ارسال وب‌هوک',
        color: 'default',
        author: 'سامانه',
        detail: (
          <>
            رویداد <span dir="ltr">{item.webhookEvent}</span> به <span dir="ltr">{item.webhookEndpoint}</span> رسید
          </>
        ),
      };
  }
}

function callStep(entry: TimelineEntry): Step {
  return {
    key: `call:${entry.id}`,
    at: entry.createdAt as string,
    label: entry.outcome ? `تماس: ${CALL_OUTCOME_LABELS[entry.outcome]}` : 'یادداشت',
    color: entry.outcome ? 'primary' : 'default',
    author: nameOf(entry.author) ?? (entry.authorToken ? `توکن API «${entry.authorToken}»` : 'نامشخص'),
    note: entry.note,
    nextCallAt: entry.nextCallAt as string | null,
  };
}

/**
 * The request's one timeline, newest first: its creation, owner and status changes, calls and notes, conversion and the
 * webhooks delivered for it, each with who did it and when (Jalali, Tehran time).
 */
export function OrderHistoryTimeline({ history, calls }: { history: readonly OrderHistoryItem[]; calls: readonly TimelineEntry[] }) {
  // The creation last (oldest) whatever the clocks say: the server's log may keep whole seconds only.
  const created = history.filter((item) => item.kind === 'CREATED').map(historyStep);
  const rest = [...history.filter((item) => item.kind !== 'CREATED').map(historyStep), ...calls.map(callStep)].sort(
    (a, b) => new Date(b.at).getTime() - new Date(a.at).getTime(),
  );
  const steps = [...rest, ...created];
  return (
    <List aria-label="تاریخچه درخواست" disablePadding>
      {steps.map((step) => (
        <ListItem key={step.key} divider disableGutters sx={{ display: 'block' }} data-testid="timeline-entry">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={step.label} color={step.color} variant={step.color === 'default' ? 'outlined' : 'filled'} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {step.author}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatJalaliDateTime(step.at)}
            </Typography>
          </Stack>
          {step.detail && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {step.detail}
            </Typography>
          )}
          {step.note && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {step.note}
            </Typography>
          )}
          {step.nextCallAt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              تماس بعدی: {formatJalaliDateTime(step.nextCallAt)}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
