import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary' }}>
      <Typography variant="h3" component="p" sx={{ mb: 1, color: 'text.primary' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
