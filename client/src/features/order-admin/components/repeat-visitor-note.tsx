import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toPersianDigits } from '@/lib/format';

interface RepeatVisitor {
  phoneNumber: string;
  earlierRequests: number;
  existingCustomer?: { id: number; name: string; family: string } | null;
}

/** The requests list filtered to one phone: a visitor's requests, this one and those before it. */
export const samePhoneOrders = (phone: string) => `${paths.admin.orders}?search=${encodeURIComponent(phone)}`;

/**
 * A visitor who is a customer already (the same phone, however it was typed) or asked before: said on the row and the
 * request's page, with links to the customer and to their requests. Nothing for a first-time visitor.
 */
export function RepeatVisitorNote({ order }: { order: RepeatVisitor }) {
  if (!order.existingCustomer && order.earlierRequests === 0) return null;
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }} data-testid="repeat-visitor">
      {order.existingCustomer && (
        <Typography variant="caption" component="div">
          مشتری فعلی:{' '}
          <Link component={RouterLink} to={paths.admin.customerPlans(order.existingCustomer.id)}>
            {order.existingCustomer.name} {order.existingCustomer.family}
          </Link>
        </Typography>
      )}
      {order.earlierRequests > 0 && (
        <Link component={RouterLink} to={samePhoneOrders(order.phoneNumber)} variant="caption">
          {toPersianDigits(order.earlierRequests)} درخواست قبلی با این شماره
        </Link>
      )}
    </Stack>
  );
}
