import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router-dom';
import { ENDED_PARAM, type SessionEndReason } from '@/lib/session-end';

const MESSAGES: Record<SessionEndReason, string> = {
  // The server's own wording (docs/INTEGRATORS.md, "Admins, roles, sessions and lockouts"), for a session ended
  // because a superadmin turned the admin off.
  deactivated: 'حساب شما غیرفعال شده است؛ با مدیر ارشد تماس بگیرید',
};

/** Above the login form: why the back office sent the admin here (`?ended=`), when it had a reason to. */
export function SessionEndedNotice() {
  const [params] = useSearchParams();
  const reason = params.get(ENDED_PARAM);
  if (!reason || !(reason in MESSAGES)) return null;
  return (
    <Alert severity="warning" role="alert" data-testid="session-ended" sx={{ mb: 2 }}>
      {MESSAGES[reason as SessionEndReason]}
    </Alert>
  );
}
