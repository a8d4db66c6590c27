import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PhoneLink } from '@/components/ui/phone-link';

interface CustomerSummaryProps {
  customer: { name: string; family: string; phone: string };
}

/** Whom the plan is for (docs/ARCHITECTURE.md §2: first name, family name and phone above the form). */
export function CustomerSummary({ customer }: CustomerSummaryProps) {
  const items = [
    { label: 'نام', value: customer.name },
    { label: 'نام خانوادگی', value: customer.family },
    { label: 'تلفن', value: <PhoneLink phone={customer.phone} label={`تماس با ${customer.name} ${customer.family}`} /> },
  ];
  return (
    <Box
      component="dl"
      aria-label="مشخصات مشتری"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 4 }, m: 0, mb: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
