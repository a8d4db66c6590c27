import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** MUI's standard Alert colours (text on tint, both above 4.5:1), without its icons and slots. */
const TONES = {
  success: { color: '#1e4620', bgcolor: '#edf7ed', borderColor: '#4caf50' },
  error: { color: '#5f2120', bgcolor: '#fdeded', borderColor: '#ef5350' },
} as const;

interface FormNoticeProps {
  tone: keyof typeof TONES;
  children: ReactNode;
}

/**
 * A form's outcome in one line of text: a confirmation is announced politely (status), a refusal at
 * once (alert). The public order form's own, not MUI's Alert: the order page's JavaScript must stay
 * within its budget (client/scripts/bundle-size.mjs), and Alert with its icons is 2 KB of it.
 */
export function FormNotice({ tone, children }: FormNoticeProps) {
  return (
    <Box
      role={tone === 'success' ? 'status' : 'alert'}
      data-tone={tone}
      sx={{ ...TONES[tone], border: 1, borderInlineStartWidth: 4, borderRadius: 1, px: 2, py: 1.5, typography: 'body2' }}
    >
      {children}
    </Box>
  );
}
