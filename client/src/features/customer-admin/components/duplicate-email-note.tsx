import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useWatch, type Control } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { CustomerFormValues } from '../customer-schema';
import { useDuplicateEmail } from '../use-duplicate-email';

/** A warning, not a refusal, under the e-mail when another customer already has it. */
export function DuplicateEmailNote({ control, ownId }: { control: Control<CustomerFormValues>; ownId?: number }) {
  const email = useWatch({ control, name: 'email' });
  const others = useDuplicateEmail(email, ownId);
  if (!others.length) return null;
  return (
    <Alert severity="warning" role="status">
      این ایمیل برای مشتری دیگری هم ثبت شده است:{' '}
      {others.map((customer, index) => (
        <span key={customer.id}>
          {index > 0 && '، '}
          <Link component={RouterLink} to={paths.admin.editCustomer(customer.id)} target="_blank" rel="noopener">
            {customer.name} {customer.family}
          </Link>
        </span>
      ))}
      . اگر همان مشتری است، به‌جای ساختن مشتری تازه پرونده او را ویرایش کنید.
    </Alert>
  );
}
