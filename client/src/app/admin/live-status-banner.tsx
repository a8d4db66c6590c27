import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { liveStateStore, retryLiveNow } from '@/lib/live-link';

/** A socket down this long is said so: shorter gaps (a renewed token, a quick restart) heal unseen. */
export const LIVE_DOWN_NOTICE_MS = 10_000;

/**
 * Over the page, while the live socket has been down for 10 s (docs/INTEGRATORS.md, "Live back office"): new requests, the badge
 * and notifications are not arriving, so the admin is told, and may try again now rather than at
 * the end of the backoff's wait. Gone as soon as the socket is back (what was missed is refetched).
 * Kept under the app bar while the page scrolls.
 */
export function LiveStatusBanner({ top }: { top: number }) {
  const state = useSyncExternalStore(liveStateStore.subscribe, liveStateStore.state, () => undefined);
  const down = state !== undefined && !state.connected;
  const since = state?.since ?? 0;
  // The outage (by when it began) that has lasted long enough to be shown.
  const [longFor, setLongFor] = useState<number | null>(null);

  useEffect(() => {
    if (!down) return;
    const timer = window.setTimeout(() => setLongFor(since), since + LIVE_DOWN_NOTICE_MS - Date.now());
    return () => window.clearTimeout(timer);
  }, [down, since]);

  if (!down || longFor !== since) return null;
  return (
    <Alert
      severity="warning"
      data-testid="live-status"
      action={
        <Button color="inherit" size="small" onClick={retryLiveNow} sx={{ whiteSpace: 'nowrap' }}>
          تلاش دوباره
        </Button>
      }
      sx={{ position: 'sticky', top: top + 8, zIndex: 'appBar', mb: 2, alignItems: 'center', '& .MuiAlert-message': { minWidth: 0 } }}
    >
      به‌روزرسانی زنده قطع است
    </Alert>
  );
}
