import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** `heading` makes the title the page's own heading, where the empty state is all the page shows. */
export function EmptyState({ title, heading = false, children }: { title: string; heading?: boolean; children?: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <Typography variant="h3" component={heading ? 'h1' : 'p'} sx={{ mb: 1, color: 'text.primary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
