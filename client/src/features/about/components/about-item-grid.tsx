import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { AboutItem } from '../about-content';

/** Cards of icon, title and text: the service's goals and the branch features. */
export function AboutItemGrid({ items, columns, testId }: { items: AboutItem[]; columns: 3 | 4; testId?: string }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }} component="ul" data-testid={testId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ icon: Icon, title, text }) => (
        <Grid key={title} component="li" size={{ xs: 12, sm: 6, md: 12 / columns }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
              <Avatar sx={{ bgcolor: 'rgba(15, 118, 110, 0.1)', color: 'primary.main', width: 52, height: 52, mb: 2 }}>
                <Icon aria-hidden />
              </Avatar>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.9 }}>
                {text}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
