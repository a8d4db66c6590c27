import ActiveIcon from '@mui/icons-material/NotificationsActive';
import NoneIcon from '@mui/icons-material/NotificationsNone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { alertPermission, askAlertPermission, primeAlertSound, type AlertPermission } from '../browser-alerts';
import { useAlertPreferences } from '../use-alert-preferences';

const PERMISSION_NOTE: Record<Exclude<AlertPermission, 'default'>, { severity: 'success' | 'warning' | 'info'; text: string }> = {
  granted: { severity: 'success', text: 'اعلان‌ها در این مرورگر فعال است.' },
  denied: {
    severity: 'warning',
    text: 'این مرورگر اجازهٔ اعلان را رد کرده است؛ از نماد قفل کنار نشانی سایت، «اعلان‌ها» را مجاز کنید.',
  },
  unsupported: { severity: 'info', text: 'این مرورگر اعلان سیستمی پشتیبانی نمی‌کند؛ فهرست درخواست‌ها و شمارنده همچنان به‌روز می‌شوند.' },
};

/**
 * The app bar's bell (docs/INTEGRATORS.md, "Live back office"): why the back office would like to notify, and the one place it
 * asks the browser for permission, from the admin's own click (never on load); beside it, the
 * admin's sound, off until they turn it on, kept on the server.
 */
export function AlertsMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [permission, setPermission] = useState<AlertPermission>(alertPermission);
  // The answer replaces the button that had focus: focus moves to it, so Escape still closes the panel.
  const [answered, setAnswered] = useState(false);
  const { alertSound, saving, setAlertSound } = useAlertPreferences();
  const popoverId = useId();
  const note = permission === 'default' ? null : PERMISSION_NOTE[permission];

  return (
    <>
      <Tooltip title="اعلان درخواست‌های تازه">
        <IconButton
          aria-label="اعلان درخواست‌های تازه"
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => {
            setPermission(alertPermission());
            setAnswered(false);
            setAnchor(event.currentTarget);
          }}
        >
          {permission === 'granted' ? <ActiveIcon /> : <NoneIcon />}
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'اعلان درخواست‌های تازه', sx: { p: 2, maxWidth: 340 } } }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2">
            وقتی این زبانه پشت زبانه‌ها یا پنجره‌های دیگر است و درخواست تازه‌ای می‌رسد، مرورگر با نام درخواست‌کننده خبرتان می‌کند؛ با کلیک
            روی اعلان، همان درخواست باز می‌شود.
          </Typography>
          {note ? (
            <Alert severity={note.severity} sx={{ py: 0 }} tabIndex={-1} ref={answered ? (node) => node?.focus() : undefined}>
              {note.text}
            </Alert>
          ) : (
            <Button
              variant="contained"
              onClick={() =>
                void askAlertPermission().then((answer) => {
                  setPermission(answer);
                  setAnswered(true);
                })
              }
            >
              اجازهٔ نمایش اعلان
            </Button>
          )}
          <FormControlLabel
            control={
              <Switch
                checked={alertSound}
                disabled={saving}
                onChange={(event) => {
                  if (event.target.checked) primeAlertSound();
                  void setAlertSound(event.target.checked);
                }}
              />
            }
            label="پخش صدا هنگام رسیدن درخواست تازه"
          />
        </Box>
      </Popover>
    </>
  );
}
