import AddIcon from '@mui/icons-material/PersonAddAlt1';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isSuperadmin, roleLabels } from '@/lib/admin-session';
import { useCurrentAdmin } from '@/features/auth/use-current-admin';
import { authStorage, type StoredUser } from '@/lib/auth-storage';
import { useHeadingFocus } from '@/lib/use-heading-focus';
import { ReloginDialog } from '@/features/auth/components/relogin-dialog';
import { useSessionKeeper } from '@/features/auth/use-session-keeper';
import { useLiveOrders } from '@/features/order-admin/use-live-orders';
import { AlertsMenu } from '@/features/request-alerts/components/alerts-menu';
import { useRequestAlerts } from '@/features/request-alerts/use-request-alerts';
import { toPersianDigits } from '@/lib/format';
import { ADMIN_NAV, isCurrentSection } from './admin-nav';
import { LiveStatusBanner } from './live-status-banner';
import { RecentDeletesMenu } from './recent-deletes-menu';

const DRAWER_WIDTH = 248;
/** The app bar's tallest (MUI's Toolbar: 56 px on phones, 64 px wider): the page and messages start below it. */
export const APP_BAR_HEIGHT = 64;

/** Off screen until focused, then over the app bar's corner. */
const SKIP_LINK = {
  position: 'fixed',
  insetInlineStart: 8,
  top: 8,
  zIndex: 'tooltip',
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  fontWeight: 700,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
} as const;

/** The back-office shell: sidebar (a drawer on phones), welcome line, the page. */
export function AdminLayout({ user: stored, children }: { user: StoredUser; children: ReactNode }) {
  const user = useCurrentAdmin(stored);
  useSessionKeeper();
  useHeadingFocus();
  // Requests waiting for a first call, live: the badge on «درخواست‌های مشتریان»; a new one alerts.
  const alertNewRequest = useRequestAlerts(user.id);
  const waiting = useLiveOrders(alertNewRequest);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();

  async function logout() {
    authStorage.clear();
    // Nothing one admin loaded may show to whoever logs in next on this browser.
    await client.clearStore();
    void navigate(paths.adminLogin, { replace: true });
  }

  const sidebar = (
    <Box component="nav" aria-label="منوی پنل مدیریت" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ px: 2 }}>
        <Typography component={RouterLink} to={paths.home} sx={{ fontWeight: 800, color: 'primary.main', textDecoration: 'none' }}>
          پنل مدیریت
        </Typography>
      </Toolbar>
      <Divider />
      <List sx={{ flex: 1, py: 1 }}>
        {ADMIN_NAV.filter((item) => !item.superadminOnly || isSuperadmin(user)).map((item) => {
          const current = isCurrentSection(item, pathname);
          return (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={item.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
                sx={{ mx: 1, borderRadius: 2 }}
              >
                <ListItemText primary={item.label} />
                {item.to === paths.admin.orders && waiting > 0 && (
                  <Badge
                    color="error"
                    badgeContent={toPersianDigits(String(waiting))}
                    data-testid="orders-badge"
                    aria-label={`${toPersianDigits(String(waiting))} درخواست در انتظار تماس`}
                    sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
                  />
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Button
          component={RouterLink}
          to={paths.admin.addCustomer}
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setOpen(false)}
        >
          ایجاد مشتری
        </Button>
        <Button variant="outlined" color="inherit" startIcon={<LogoutIcon />} onClick={logout}>
          خروج
        </Button>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <meta name="robots" content="noindex" />
      {/* A keyboard user reaches the page past the whole sidebar in one step. */}
      <Link href="#main" sx={SKIP_LINK}>
        رفتن به محتوای صفحه
      </Link>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', width: { md: `calc(100% - ${DRAWER_WIDTH}px)` } }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" aria-label="باز کردن منو" onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Typography sx={{ flex: 1, minWidth: 0 }} noWrap data-testid="admin-welcome">
            خوش آمدید، {user.name} {user.family}
            <Typography component="span" color="text.secondary" sx={{ ms: 1, fontSize: '0.875rem' }}>
              {' '}
              ({roleLabels(user.roles)})
            </Typography>
          </Typography>
          <AlertsMenu />
          <RecentDeletesMenu />
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          // The phone's menu opens as a dialog (MUI gives its paper role="dialog"): named, as a dialog must be.
          slotProps={{ paper: { 'aria-label': 'منوی پنل مدیریت' } }}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {sidebar}
        </Drawer>
        <Drawer variant="permanent" open sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}>
          {sidebar}
        </Drawer>
      </Box>
      <ReloginDialog />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 }, mt: `${APP_BAR_HEIGHT}px`, outline: 'none' }}
      >
        <LiveStatusBanner top={APP_BAR_HEIGHT} />
        {children}
      </Box>
    </Box>
  );
}
