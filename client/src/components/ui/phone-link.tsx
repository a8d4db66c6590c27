import Link from '@mui/material/Link';
import { formatPhone, toLatinDigits } from '@/lib/format';

/**
 * A phone number staff can call in one tap (on a phone it dials): shown in Persian digits, dialled
 * from Latin ones (`tel:` wants ASCII), left to right like every number. `label` is the hover hint («تماس با …»); the
 * link is named by the number it shows.
 */
export function PhoneLink({ phone, label }: { phone: string | null | undefined; label?: string }) {
  if (!phone) return <>-</>;
  const dial = toLatinDigits(phone).replace(/[^\d+]/g, '');
  return (
    <Link href={`tel:${dial}`} dir="ltr" underline="hover" title={label} data-testid="phone-link" sx={{ whiteSpace: 'nowrap' }}>
      {formatPhone(phone)}
    </Link>
  );
}
