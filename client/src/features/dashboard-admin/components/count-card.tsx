import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatNumber } from '@/lib/format';

export interface CountCardItem {
  label: string;
  count: number;
  /** The list the count stands for, filtered to it. */
  to: string;
  color?: 'primary' | 'warning' | 'info' | 'success' | 'error';
}

/** A figure that opens the list behind it. */
export function CountCard({ label, count, to, color = 'primary' }: CountCardItem) {
  return (
    <Card variant="outlined" sx={{ height: '100%', borderTopWidth: 4, borderTopColor: `${color}.main` }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 2 }}>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {label}
        </Typography>
        <Box component="span" sx={{ display: 'block', mt: 0.5, fontSize: '1.75rem', fontWeight: 800, color: `${color}.main` }}>
          {formatNumber(count)}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** Count cards in a grid: one column on phones, as many as fit on wider screens. */
export function CountGrid({ items, label }: { items: CountCardItem[]; label: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
      }}
    >
      {items.map((item) => (
        <li key={item.to}>
          <CountCard {...item} />
        </li>
      ))}
    </Box>
  );
}
