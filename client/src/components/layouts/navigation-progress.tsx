import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { pageLoadsPending, subscribePageLoads } from '@/lib/navigation-progress';

/** A page that arrives sooner shows no bar: a flash would only say something blinked. */
export const PROGRESS_DELAY_MS = 300;

// `left` is flipped with the rest of the styles: on the right-to-left page the bar runs leftwards.
const slide = keyframes`
  from { left: -40%; }
  to { left: 100%; }
`;

/**
 * A thin bar along the top of the screen while the next page's code or data is on its way for
 * longer than PROGRESS_DELAY_MS (the old page stays on screen until then). Still, not sliding,
 * for a visitor who asks for reduced motion.
 */
export function NavigationProgress() {
  const loading = useSyncExternalStore(subscribePageLoads, pageLoadsPending, () => false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      setShown(false);
    };
  }, [loading]);
  if (!shown) return null;
  return (
    <Box
      role="progressbar"
      aria-label="در حال بارگذاری صفحه"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000, overflow: 'hidden', bgcolor: 'rgba(15, 118, 110, 0.2)' }}
    >
      <Box
        data-bar
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: 0,
          width: '40%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
