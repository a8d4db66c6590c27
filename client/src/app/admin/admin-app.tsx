import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { Suspense, useState } from 'react';
import { createRoutesFromChildren, Navigate, Route, useLocation, useRoutes } from 'react-router-dom';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { readAdminSession } from '@/lib/admin-session';
import { WithApollo } from '../with-apollo';
import { AdminLayout, APP_BAR_HEIGHT } from './admin-layout';
import { adminRoutes } from './admin-routes';
import { relativeTo } from './relative-routes';

/**
 * The back office's routes live in its own chunk: declared beside the public ones, every admin
 * page's preload list would be written into the entry chunk every visitor downloads.
 */
const routes = relativeTo(
  paths.adminRoot,
  createRoutesFromChildren(
    <>
      <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
      {adminRoutes}
    </>,
  ),
);

function AdminRoutes() {
  return useRoutes(routes);
}

/**
 * Messages' colours with white text at 4.5:1 or more (notistack's own green is 3.3:1, its orange
 * 2.15:1), the action buttons in them included (they inherit the white).
 */
const MESSAGE_STYLES = {
  '.admin-snackbars-under-app-bar': { top: `${APP_BAR_HEIGHT + 8}px !important` },
  '.notistack-MuiContent-success': { backgroundColor: '#15803d !important' },
  '.notistack-MuiContent-warning': { backgroundColor: '#b45309 !important' },
  '.notistack-MuiContent-error': { backgroundColor: '#b91c1c !important' },
  '.notistack-MuiContent-info': { backgroundColor: '#1d4ed8 !important' },
};

/** A landmark of its own for the messages (notistack puts them straight under <body>, outside every landmark). */
function messagesRoot(): HTMLElement | undefined {
  if (typeof document === 'undefined') return undefined;
  const existing = document.getElementById('admin-messages');
  if (existing) return existing;
  const root = document.createElement('section');
  root.id = 'admin-messages';
  root.setAttribute('aria-label', 'پیام‌ها');
  document.body.appendChild(root);
  return root;
}

/**
 * The guard (docs/ARCHITECTURE.md §5) and the shell of every `/admin` route. The session is read again on each
 * navigation, so a logout in another tab or a 401 that cleared storage sends the next click to
 * the login page.
 */
export function AdminApp() {
  useLocation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [messages] = useState(messagesRoot);
  const user = readAdminSession();
  if (!user) return <Navigate to={paths.adminLogin} replace />;
  return (
    <WithApollo>
      <GlobalStyles styles={MESSAGE_STYLES} />
      {/*
        Messages never cover the app bar (its welcome line and menu). On a phone they open just
        under it, where they cannot sit on a form's save button at the bottom; on wider screens at
        the bottom, at the end of the line (left in Persian), clear of the page's title.
      */}
      <SnackbarProvider
        maxSnack={3}
        domRoot={messages}
        autoHideDuration={4000}
        preventDuplicate
        anchorOrigin={phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }}
        classes={{ containerAnchorOriginTopCenter: 'admin-snackbars-under-app-bar' }}
        action={(key) => (
          // notistack styles its action for left-to-right (it pulls it 8 px towards the message); this keeps them apart.
          <IconButton
            size="small"
            color="inherit"
            aria-label="بستن پیام"
            onClick={() => closeSnackbar(key)}
            sx={{ marginInlineStart: '16px' }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      >
        <AdminLayout user={user}>
          <Suspense fallback={<PageLoading />}>
            <AdminRoutes />
          </Suspense>
        </AdminLayout>
      </SnackbarProvider>
    </WithApollo>
  );
}
