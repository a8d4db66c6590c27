import Chip from '@mui/material/Chip';

/**
 * A request past its first-call target and still never called (docs/INTEGRATORS.md, "Call log and time to first
 * call"): it stands out on every list.
 */
export function FirstContactMark({ overdue }: { overdue: boolean }) {
  if (!overdue) return null;
  return (
    <Chip size="small" color="error" variant="outlined" label="دیرکرد تماس اول" data-testid="first-contact-overdue" sx={{ ms: 0.5 }} />
  );
}
