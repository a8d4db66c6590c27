import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@/lib/format';
import type { AdminOrder } from '../use-admin-orders';

/**
 * What the visitor ordered from (a theme's page, its plan table): the theme with its code and the
 * plan; one deleted since is named by its code. A dash when the request named neither.
 */
export function OrderSubject({ order }: { order: AdminOrder }) {
  if (order.themeId == null && order.planId == null) return <>-</>;
  return (
    <>
      {order.themeId != null && (
        <Typography variant="body2" component="span" sx={{ display: 'block', minWidth: 150 }}>
          {order.theme
            ? `${order.theme.title} (کد ${toPersianDigits(order.themeId)})`
            : `قالب کد ${toPersianDigits(order.themeId)} (حذف‌شده)`}
        </Typography>
      )}
      {order.planId != null && (
        <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block', minWidth: 150 }}>
          {order.plan ? `پلن ${order.plan.title}` : 'پلن حذف‌شده'}
        </Typography>
      )}
    </>
  );
}
