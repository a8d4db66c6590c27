import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { formatJalaliDateTime } from '@/lib/format';
import { PhoneLink } from '@/components/ui/phone-link';
import { paths } from '@/config/paths';
import type { DashboardData } from '../use-dashboard';
import { DashboardSection } from './dashboard-section';

interface NewestOrdersProps {
  orders: DashboardData['newestPendingOrders'];
  /** The orders list, filtered to pending requests. */
  listTo: string;
}

/** The requests still waiting for a call, newest first. */
export function NewestOrders({ orders, listTo }: NewestOrdersProps) {
  return (
    <DashboardSection
      title="جدیدترین درخواست‌های در انتظار"
      aside={
        <Button component={RouterLink} to={listTo} size="small">
          مشاهده درخواست‌های در انتظار
        </Button>
      }
    >
      {orders.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          درخواستی در انتظار بررسی نیست.
        </Typography>
      ) : (
        <List disablePadding aria-label="جدیدترین درخواست‌های در انتظار">
          {orders.map((order) => (
            <ListItem key={order.id} divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={paths.admin.order(order.id)} underline="hover" color="inherit">
                    {order.fullName}
                  </Link>
                }
                secondary={<PhoneLink phone={order.phoneNumber} label={`تماس با ${order.fullName}`} />}
                slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                sx={{ minWidth: 0 }}
              />
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {formatJalaliDateTime(order.createdAt)}
              </Typography>
              {order.firstContactOverdue && <Chip size="small" color="error" variant="outlined" label="دیرکرد تماس اول" />}
            </ListItem>
          ))}
        </List>
      )}
    </DashboardSection>
  );
}
