import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatTomans } from '@/lib/format';
import { instead } from '@/lib/section-scroll';
import type { ThemeDetail } from '../use-theme-page';

interface ThemePlansProps {
  plans: ThemeDetail['plans'];
  /** The order page naming this plan: the button's address before and without the page's code. */
  orderHref: (planId: number) => string;
  /** Opens the order form naming this plan, once the code runs. */
  onOrder: (planId: number) => void;
}

/** The plans the theme comes with, each with its yearly price and «سفارش این پلن». */
export function ThemePlans({ plans, orderHref, onOrder }: ThemePlansProps) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {plans.map((plan) => {
        const discounted = plan.listPrice != null && plan.price != null && plan.listPrice > plan.price;
        return (
          <Paper component="li" key={plan.id} variant="outlined" sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.2rem' }}>
              {plan.title}
            </Typography>
            {discounted && (
              <Typography component="del" variant="body2" color="text.secondary">
                {formatTomans(plan.listPrice)}
              </Typography>
            )}
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
              {formatTomans(plan.price)}
              {plan.price != null && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  / سالانه
                </Typography>
              )}
            </Typography>
            <Button
              variant="outlined"
              href={orderHref(plan.id)}
              role="button"
              onClick={instead(() => onOrder(plan.id))}
              aria-label={`سفارش این پلن: ${plan.title}`}
              sx={{ mt: 'auto' }}
            >
              سفارش این پلن
            </Button>
          </Paper>
        );
      })}
    </Box>
  );
}
