import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useSyncExternalStore } from 'react';
import { authStorage } from '@/lib/auth-storage';
import { finishRelogin, reloginStore } from '@/lib/relogin';
import { LoginForm } from './login-form';

/**
 * Over the page, when a save met an ended session or the live socket heard it end (docs/INTEGRATORS.md, "Live back office"):
 * logging in again sends the same save and brings the live feed back; the
 * page and what was typed stay underneath. Only the button gives up (a stray click outside
 * must not throw the form away).
 */
export function ReloginDialog() {
  const asking = useSyncExternalStore(reloginStore.subscribe, reloginStore.asking, () => false);
  const titleId = useId();
  return (
    <Dialog open={asking} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>نشست شما به پایان رسیده است</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>دوباره وارد شوید تا کار ادامه یابد؛ آنچه در فرم وارد کرده‌اید سر جایش می‌ماند.</DialogContentText>
        {asking && <LoginForm initialLogin={authStorage.user()?.email ?? ''} onSuccess={() => finishRelogin(true)} />}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => finishRelogin(false)}>
          انصراف و رفتن به صفحه ورود
        </Button>
      </DialogActions>
    </Dialog>
  );
}
