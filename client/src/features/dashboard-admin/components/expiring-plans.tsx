import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { domainLabel, domainUrl, formatJalaliDate, formatNumber } from '@/lib/format';
import { daysUntil, expiryNote, moreThanShown } from '../dashboard-figures';
import type { DashboardData } from '../use-dashboard';
import { DashboardSection } from './dashboard-section';

interface ExpiringPlansProps {
  plans: DashboardData['expiringCustomerPlans'];
  total: number;
  /** A customer's plans list, where the plan is renewed or edited. */
  customerPlansTo: (customerId: number) => string;
  today?: Date;
}

/** Active plans ending within 30 days: the renewal calls to make. */
export function ExpiringPlans({ plans, total, customerPlansTo, today = new Date() }: ExpiringPlansProps) {
  const more = moreThanShown(total, plans.length);
  return (
    <DashboardSection
      title="طرح‌هایی که تا ۳۰ روز آینده منقضی می‌شوند"
      aside={<Chip size="small" color={total > 0 ? 'warning' : 'default'} label={`${formatNumber(total)} طرح`} />}
    >
      {plans.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          در ۳۰ روز آینده طرحی منقضی نمی‌شود.
        </Typography>
      ) : (
        <List disablePadding aria-label="طرح‌های رو به انقضا">
          {plans.map((plan) => (
            <ListItem key={plan.id} divider disableGutters sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 2 }}>
                <Link
                  href={domainUrl(plan.domainName)}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {domainLabel(plan.domainName)}
                </Link>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {formatJalaliDate(plan.expireDate)}{' '}
                  <Typography component="span" variant="body2" color="warning.dark">
                    ({expiryNote(daysUntil(plan.expireDate, today))})
                  </Typography>
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', columnGap: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {`${plan.customer.name} ${plan.customer.family}`} · {plan.plan.title}
                </Typography>
                <Button component={RouterLink} to={customerPlansTo(plan.customerId)} size="small">
                  طرح‌های مشتری
                </Button>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {`و ${formatNumber(more)} طرح دیگر`}
        </Typography>
      )}
    </DashboardSection>
  );
}
