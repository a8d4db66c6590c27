import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import { SessionEndedNotice } from '@/features/auth/components/session-ended-notice';
import { readAdminSession } from '@/lib/admin-session';
import { paths } from '@/config/paths';

export function LoginPage() {
  const navigate = useNavigate();
  if (readAdminSession()) return <Navigate to={paths.admin.dashboard} replace />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <title>ورود به پنل مدیریت</title>
      <meta name="robots" content="noindex" />
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          ورود به پنل مدیریت
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          با ایمیل یا شماره موبایل و رمز عبور خود وارد شوید.
        </Typography>
        <SessionEndedNotice />
        {/* docs/ARCHITECTURE.md §4: login success goes to /dashboard, which leads on to the admin dashboard. */}
        <LoginForm onSuccess={() => navigate(paths.adminEntry, { replace: true })} />
      </Paper>
    </Box>
  );
}
