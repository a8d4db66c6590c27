import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { AdminOrder } from '../use-admin-orders';

/** The customer the request became, or «تبدیل به مشتری», which opens the customer form filled from it. */
export function OrderCustomerCell({ order }: { order: AdminOrder }) {
  if (order.customer) {
    return (
      <Link component={RouterLink} to={paths.admin.customerPlans(order.customer.id)}>
        {order.customer.name} {order.customer.family}
      </Link>
    );
  }
  return (
    <Button
      component={RouterLink}
      to={paths.admin.convertOrder(order.id)}
      size="small"
      variant="outlined"
      aria-label={`تبدیل به مشتری: ${order.fullName}`}
    >
      تبدیل به مشتری
    </Button>
  );
}
