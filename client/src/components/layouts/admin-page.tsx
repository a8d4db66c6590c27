import AddIcon from '@mui/icons-material/Add';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { listHref } from '@/lib/list-return';
import { toPersianDigits } from '@/lib/format';
import { useUnhandledCount } from '@/lib/unhandled-count';

interface AdminPageProps {
  title: string;
  /** The list's add button (docs/ARCHITECTURE.md §2: every list has one). */
  add?: { label: string; to: string };
  /** The form's back link. */
  back?: { label?: string; to: string };
  /** Filters or other controls beside the title. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** Title, actions and a card for one back-office screen. */
export function AdminPage({ title, add, back, toolbar, children }: AdminPageProps) {
  // The tab tells an admin in another tab that requests are waiting for a call.
  const waiting = useUnhandledCount();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <title>{`${waiting > 0 ? `(${toPersianDigits(String(waiting))}) ` : ''}${title} | پنل مدیریت`}</title>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        {/* A title naming a record («طرح‌های …») wraps a long unbroken name rather than widening the page. */}
        <Typography variant="h3" component="h1" sx={{ flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {back && (
          <Button component={RouterLink} to={listHref(back.to)} startIcon={<ArrowForwardIcon />} color="inherit">
            {back.label ?? 'بازگشت'}
          </Button>
        )}
        {add && (
          <Button component={RouterLink} to={add.to} variant="contained" startIcon={<AddIcon />}>
            {add.label}
          </Button>
        )}
      </Box>
      {toolbar && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>{toolbar}</Box>}
      {/* Clipped, not hidden: `hidden` would make the card a scroll container and keep the bulk bar's sticky inside it. */}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, overflow: 'clip' }}>
        {children}
      </Paper>
    </Box>
  );
}
