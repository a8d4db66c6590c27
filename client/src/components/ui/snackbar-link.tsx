import Button from '@mui/material/Button';
import { closeSnackbar, type SnackbarKey } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';

/** A snackbar's action that leads on to the next step, closing the message as it goes. */
export function SnackbarLink({ snackbar, label, to }: { snackbar: SnackbarKey; label: string; to: string }) {
  return (
    <Button component={RouterLink} to={to} color="inherit" size="small" onClick={() => closeSnackbar(snackbar)}>
      {label}
    </Button>
  );
}
